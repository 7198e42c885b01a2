/**
 * A WhatsApp chat with support (spec 2.12's {phone}); the number comes from VITE_SUPPORT_WHATSAPP (digits with
 * country code), and without it the user picks the contact.
 */
export const supportChatLink = (phone: string | undefined = import.meta.env.VITE_SUPPORT_WHATSAPP) => {
  const digits = (phone ?? '').replace(/\D/g, '');
  const text = encodeURIComponent('Olá! Preciso de ajuda com um pagamento no Pele.AI.');
  return `https://wa.me/${digits}?text=${text}`;
};
