/**
 * A WhatsApp link with a prefilled help message naming the order. The support number comes from
 * VITE_SUPPORT_WHATSAPP (digits with country code); without it the user picks the contact.
 */
export const supportLink = (
  orderId: string,
  phone: string | undefined = import.meta.env.VITE_SUPPORT_WHATSAPP,
) => {
  const digits = (phone ?? '').replace(/\D/g, '');
  const text = encodeURIComponent(`Olá! Preciso de ajuda com o meu pedido ${orderId}.`);
  return `https://wa.me/${digits}?text=${text}`;
};
