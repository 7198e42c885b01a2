import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * A WhatsApp chat with support with a prefilled message (spec 2.12's {phone}); the number is digits with country
 * code, and without one the user picks the contact.
 */
export const supportChatLink = (phone: string | undefined, message: string) => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
};

/**
 * The support number staff set in the admin panel (a public call); until it answers, or if it fails, the
 * build's VITE_SUPPORT_WHATSAPP.
 */
export const useSupportPhone = (): string | undefined => {
  const settings = useQuery({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => apiRequest(routes.publicSettings, { signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });
  return settings.data?.supportPhone || import.meta.env.VITE_SUPPORT_WHATSAPP;
};
