import { formatBRL } from '@pele/shared/plan-labels';
import { addressLines, type DeliveryAddress } from '@pele/shared/schemas/address';
import type { OrderLine } from './order-pricing';

/** The moments an order's buyer gets an e-mail: paid (confirmed), handed to the carrier, delivered. */
export type OrderMailKind = 'confirmed' | 'shipped' | 'delivered';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const WORDS: Record<OrderMailKind, { subject: (n: string) => string; lead: (n: string) => string }> = {
  confirmed: {
    subject: (n) => `Pedido ${n} confirmado`,
    lead: (n) => `Recebemos o pagamento do seu pedido ${n}. Agora vamos separar os produtos para envio.`,
  },
  shipped: {
    subject: (n) => `Pedido ${n} enviado`,
    lead: (n) => `Seu pedido ${n} foi enviado e está a caminho do endereço abaixo.`,
  },
  delivered: {
    subject: (n) => `Pedido ${n} entregue`,
    lead: (n) =>
      `Seu pedido ${n} foi entregue. Conte para outras pessoas como os produtos funcionaram na sua pele!`,
  },
};

/**
 * The pt-BR e-mail of one moment of an order: its number, items, total and delivery address, and a link to
 * the order in the app. Plain text and HTML carry the same lines.
 */
export const orderMail = (input: {
  kind: OrderMailKind;
  name: string;
  order: {
    id: string;
    number: string;
    items: readonly OrderLine[];
    total: number;
    deliveryAddress?: DeliveryAddress;
  };
  appUrl: string;
}) => {
  const { order } = input;
  const words = WORDS[input.kind];
  const firstName = input.name.split(' ')[0] || input.name;
  const items = order.items.map((line) => `${line.quantity}× ${line.name} — ${formatBRL(line.subtotal)}`);
  const address = order.deliveryAddress ? addressLines(order.deliveryAddress) : [];
  const link = `${input.appUrl.replace(/\/$/, '')}/app/orders/${encodeURIComponent(order.id)}`;
  const intro = [`Olá, ${firstName}!`, words.lead(order.number)];
  const text = [
    ...intro,
    ['Itens:', ...items, `Total: ${formatBRL(order.total)}`].join('\n'),
    ...(address.length > 0 ? [['Endereço de entrega:', ...address].join('\n')] : []),
    `Ver o pedido: ${link}`,
  ].join('\n\n');
  const list = (lines: string[]) =>
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
  const html = [
    ...intro.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><strong>Itens</strong></p>${list(items)}<p>Total: <strong>${escapeHtml(formatBRL(order.total))}</strong></p>`,
    ...(address.length > 0
      ? [`<p><strong>Endereço de entrega</strong><br>${address.map(escapeHtml).join('<br>')}</p>`]
      : []),
    `<p><a href="${escapeHtml(link)}">Ver o pedido</a></p>`,
  ].join('');
  return { subject: words.subject(order.number), text, html };
};
