import type { SupportContacts } from '@pele/shared/schemas/system';
import { useEffect, useState } from 'react';

/**
 * The ways to reach the people behind the product, as staff set them in the panel (`GET /api/settings/public`):
 * the support WhatsApp, the support e-mail and the data-protection officer's e-mail. Each is '' while unset, and
 * so is every one until the answer arrives or when the call fails: a link that would use an unset contact is
 * not drawn (the helpers below answer undefined for it). A plain fetch of a path written here (a test holds it
 * to the route table), so the landing page, a document page without the app's API client, its route table or its
 * query client, can read them too; the app's pages use use-support-contacts.ts.
 */
export const PUBLIC_SETTINGS_PATH = '/api/settings/public';

export const NO_CONTACTS: SupportContacts = { supportPhone: '', supportEmail: '', privacyEmail: '' };

const isContacts = (value: unknown): value is SupportContacts => {
  const c = value as Partial<SupportContacts> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    [c.supportPhone, c.supportEmail, c.privacyEmail].every((field) => typeof field === 'string')
  );
};

export const fetchSupportContacts = async (signal?: AbortSignal): Promise<SupportContacts> => {
  const response = await fetch(PUBLIC_SETTINGS_PATH, { signal, headers: { accept: 'application/json' } });
  const body = (await response.json()) as { data?: unknown };
  if (!response.ok || !isContacts(body.data)) throw new Error('support contacts unavailable');
  return body.data;
};

/** A WhatsApp chat with support with a prefilled message (spec 2.12's {phone}); none without a number. */
export const supportChatLink = (phone: string, message: string): string | undefined => {
  const digits = phone.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : undefined;
};

/** A mailto link to the address; none while it is unset. */
export const mailLink = (address: string): string | undefined =>
  address.trim() ? `mailto:${address.trim()}` : undefined;

/** The contacts on a document page (the landing), which runs without the app's query client. */
export const useDocumentSupportContacts = (): SupportContacts => {
  const [contacts, setContacts] = useState(NO_CONTACTS);
  useEffect(() => {
    const controller = new AbortController();
    fetchSupportContacts(controller.signal).then(setContacts, () => {});
    return () => controller.abort();
  }, []);
  return contacts;
};
