const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The reset e-mail in pt-BR. The link is the only way in: it carries the one-time code. */
export const resetPasswordEmail = (name: string | undefined, link: string) => ({
  subject: 'Redefinição de senha — Pele.AI',
  html: [
    `<p>Olá${name ? `, ${escapeHtml(name)}` : ''}!</p>`,
    '<p>Recebemos um pedido para redefinir a senha da sua conta Pele.AI.</p>',
    `<p><a href="${link}">Redefinir minha senha</a></p>`,
    '<p>O link vale por 1 hora. Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.</p>',
  ].join('\n'),
});
