import { PHOTO_CONSENT_VERSION } from '@pele/shared/photo-consent';
import type { User } from '@pele/shared/schemas/auth';

export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 'user-1',
  name: 'Maria Clara Souza',
  email: 'maria@example.com',
  profileImage: null,
  isAdmin: false,
  isActive: true,
  skinAnalyzed: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  trialEndsAt: '2025-01-08T00:00:00.000Z',
  // A user who has already agreed to the consent text in force; consent tests override it with null.
  photoConsent: { version: PHOTO_CONSENT_VERSION, givenAt: '2025-01-02T00:00:00.000Z' },
  theme: 'system',
  ...overrides,
});

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const ok = (data: unknown, status = 200) => jsonResponse({ success: true, data }, status);

export const fail = (status: number, error: string, code = 'ERROR', fields?: Record<string, string>) =>
  jsonResponse({ success: false, error, code, ...(fields ? { fields } : {}) }, status);
