import { supportChatLink } from '../../lib/support-contacts';

/** A support chat whose prefilled help message names the order; none while no support number is set. */
export const supportLink = (orderId: string, phone: string) =>
  supportChatLink(phone, `Olá! Preciso de ajuda com o meu pedido ${orderId}.`);
