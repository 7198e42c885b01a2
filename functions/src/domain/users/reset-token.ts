/**
 * The reset link carries one opaque `token` (spec: /reset-password?token=) while Cognito's confirmation
 * needs the user name and the code. The token joins both: base64url(e-mail) + '.' + code. In the e-mail
 * the code is Cognito's `{####}` placeholder, which Cognito replaces after the trigger returns.
 */
export const encodeResetToken = (email: string, code: string) =>
  `${Buffer.from(email, 'utf8').toString('base64url')}.${code}`;

export const decodeResetToken = (token: string): { email: string; code: string } | undefined => {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || dot === token.length - 1) return undefined;
  const email = Buffer.from(token.slice(0, dot), 'base64url').toString('utf8');
  const code = token.slice(dot + 1);
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || !/^[A-Za-z0-9]{4,64}$/.test(code)) return undefined;
  return { email, code };
};
