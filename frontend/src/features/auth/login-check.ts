import { validation } from '@pele/shared/messages';

export type LoginField = 'email' | 'password';
export type LoginErrors = Partial<Record<LoginField, string>>;

/**
 * What the browser checks before asking the server to sign in: that both fields are filled, with the messages of
 * the server's own rule (`loginBody`). Whether the address is well formed is the server's answer, shown under the
 * field like any of its field messages: the login page's first load has no room for zod, and the rule stays
 * declared once.
 */
export const checkLogin = ({ email, password }: Record<LoginField, string>): LoginErrors => ({
  ...(email.trim() === '' ? { email: validation.emailRequired } : {}),
  ...(password === '' ? { password: validation.passwordRequired } : {}),
});
