import { supportChatLink } from '../../lib/support-chat';

/** A support chat whose prefilled help message names the order. */
export const supportLink = (orderId: string, phone: string | undefined) =>
  supportChatLink(phone, `Olá! Preciso de ajuda com o meu pedido ${orderId}.`);
