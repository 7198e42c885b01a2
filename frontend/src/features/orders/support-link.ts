import { supportChatLink } from '../../lib/support-contacts';

/** A support chat whose prefilled help message names the order by its number (`PA-7K3Q9`); none while no support number is set. */
export const supportLink = (orderNumber: string, phone: string) =>
  supportChatLink(phone, `Olá! Preciso de ajuda com o meu pedido ${orderNumber}.`);
