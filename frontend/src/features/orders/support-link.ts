import { supportChatLink } from '../../lib/support-chat';

/** A support chat whose prefilled help message names the order by its number (`PA-7K3Q9`). */
export const supportLink = (orderNumber: string, phone: string | undefined) =>
  supportChatLink(phone, `Olá! Preciso de ajuda com o meu pedido ${orderNumber}.`);
