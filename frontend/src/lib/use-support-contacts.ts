import type { SupportContacts } from '@pele/shared/schemas/system';
import { useQuery } from '@tanstack/react-query';
import { fetchSupportContacts, NO_CONTACTS } from './support-contacts';

/** The contacts in the app's pages: one request for every link on the page, kept for a few minutes. */
export const useSupportContacts = (): SupportContacts =>
  useQuery({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => fetchSupportContacts(signal),
    retry: false,
    staleTime: 5 * 60_000,
  }).data ?? NO_CONTACTS;
