import type { StripeObject } from './stripe-state';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const money = (centavos: number) => brl.format(centavos / 100).replace(/\u00a0/g, ' ');
const escapeHtml = (value: unknown) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardCheck =
  | { ok: true; number: string; expMonth: number; expYear: number; name: string }
  | { ok: false; field: keyof CardForm; message: string };

/** The checks a hosted card form makes before it charges anything. */
export const checkCard = (form: CardForm, now = new Date()): CardCheck => {
  const number = form.cardNumber.replace(/\s+/g, '');
  if (!/^\d{13,19}$/.test(number))
    return { ok: false, field: 'cardNumber', message: 'O número do cartão é inválido.' };
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry.trim());
  const expMonth = Number(expiry?.[1]);
  const expYear = 2000 + Number(expiry?.[2]);
  const lastValid = new Date(Date.UTC(expYear, expMonth, 1));
  if (!expiry || expMonth < 1 || expMonth > 12 || lastValid <= now)
    return { ok: false, field: 'expiry', message: 'A validade do cartão é inválida ou já passou.' };
  if (!/^\d{3,4}$/.test(form.cvc.trim()))
    return { ok: false, field: 'cvc', message: 'O código de segurança (CVC) é inválido.' };
  if (form.name.trim().length === 0)
    return { ok: false, field: 'name', message: 'Informe o nome impresso no cartão.' };
  return { ok: true, number, expMonth, expYear, name: form.name.trim() };
};

const field = (
  id: keyof CardForm,
  label: string,
  attributes: string,
  values: Partial<CardForm>,
  error?: { field: string; message: string },
) => {
  const invalid = error?.field === id;
  return `<label for="${id}">${label}</label>
      <input id="${id}" name="${id}" ${attributes} value="${escapeHtml(values[id])}"${invalid ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''} required>
      ${invalid ? `<p class="field-error" id="${id}-error">${escapeHtml(error?.message)}</p>` : ''}`;
};

/**
 * The hosted checkout page in pt-BR, like Stripe's: the merchant, what is bought and its total, a card form
 * and a way back. Self-contained (inline CSS, no script), keyboard and screen-reader friendly.
 */
export const checkoutPage = (
  session: StripeObject,
  state: { values?: Partial<CardForm>; error?: { field: string; message: string }; decline?: string } = {},
) => {
  const lines = (session._lines as Array<{ price: StripeObject; quantity: number }>) ?? [];
  const subscription = session.mode === 'subscription';
  const interval = (lines[0]?.price.recurring as { interval?: string } | null)?.interval;
  const rows = lines
    .map(
      (line) =>
        `<li><span>${escapeHtml(line.price.nickname ?? 'Produto')}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</span><span>${money((line.price.unit_amount as number) * line.quantity)}</span></li>`,
    )
    .join('');
  const values = state.values ?? {};
  const alert = state.decline ?? (state.error ? 'Verifique os dados do cartão.' : '');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pagamento seguro · Pele.AI</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f6f9fc; color: #1a1f36; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  .merchant { font-weight: 700; font-size: 1.1rem; margin: 0 0 0.25rem; }
  .total { font-size: 2rem; font-weight: 700; margin: 0.25rem 0 1rem; }
  ul { list-style: none; padding: 0; margin: 0 0 1.5rem; border-top: 1px solid #e3e8ee; }
  li { display: flex; justify-content: space-between; padding: 0.6rem 0; border-bottom: 1px solid #e3e8ee; }
  form { background: #fff; border-radius: 12px; padding: 1.25rem; box-shadow: 0 2px 8px rgba(50, 50, 93, 0.12); }
  label { display: block; font-size: 0.9rem; font-weight: 600; margin: 0.9rem 0 0.3rem; }
  input { box-sizing: border-box; width: 100%; font-size: 1rem; padding: 0.7rem; border: 1px solid #a3acb9; border-radius: 8px; }
  input:focus { outline: 3px solid #635bff; outline-offset: 1px; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; }
  button { width: 100%; margin-top: 1.25rem; padding: 0.85rem; font-size: 1.05rem; font-weight: 700; color: #fff; background: #4b44d8; border: 0; border-radius: 8px; cursor: pointer; }
  button:focus-visible { outline: 3px solid #1a1f36; outline-offset: 2px; }
  .alert { background: #fde8e8; color: #8a1c1c; border-radius: 8px; padding: 0.75rem; margin: 0 0 1rem; }
  .field-error { color: #8a1c1c; margin: 0.3rem 0 0; font-size: 0.9rem; }
  .back { display: inline-block; margin-top: 1.25rem; color: #3d36c4; }
  .secure { color: #4f566b; font-size: 0.85rem; text-align: center; margin-top: 1rem; }
</style>
</head>
<body>
<main>
  <p class="merchant">Pele.AI</p>
  <h1>${subscription ? 'Assinar' : 'Pagar'}</h1>
  <p class="total">${money(session.amount_total as number)}${subscription ? `<span style="font-size:1rem;font-weight:400"> por ${interval === 'year' ? 'ano' : 'mês'}</span>` : ''}</p>
  <ul aria-label="Itens">${rows}</ul>
  <form method="post" action="/checkout/${escapeHtml(session.id)}" novalidate>
    ${alert ? `<p class="alert" role="alert">${escapeHtml(alert)}</p>` : ''}
    ${field('cardNumber', 'Número do cartão', 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"', values, state.error)}
    <div class="row">
      <div>${field('expiry', 'Validade (MM/AA)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA"', values, state.error)}</div>
      <div>${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123"', values, state.error)}</div>
    </div>
    ${field('name', 'Nome no cartão', 'autocomplete="cc-name"', values, state.error)}
    <button type="submit">${subscription ? 'Assinar' : 'Pagar'}</button>
    <p class="secure">Pagamento seguro. Ambiente de teste local: use 4242 4242 4242 4242.</p>
  </form>
  <a class="back" href="${escapeHtml(session.cancel_url)}">Voltar</a>
</main>
</body>
</html>`;
};

export const closedPage = (message: string) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pagamento · Pele.AI</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>Pagamento indisponível</h1><p>${escapeHtml(message)}</p></body></html>`;
