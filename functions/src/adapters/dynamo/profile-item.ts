import type { DeliveryAddress } from '@pele/shared/schemas/address';
import type { PhotoConsent } from '@pele/shared/schemas/auth';
import { isThemeChoice } from '@pele/shared/theme';
import type { UserProfile } from '../../domain/users/user-profile';

const isConsent = (value: unknown): value is PhotoConsent =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PhotoConsent).version === 'string' &&
  typeof (value as PhotoConsent).givenAt === 'string';

/**
 * A profile item of the table (pattern 1) as the domain's UserProfile: one mapping for every repository that
 * reads the item (the users repository, and the sessions repository's per-call read of it).
 */
export const toProfile = (item: Record<string, unknown>): UserProfile => ({
  userId: item.userId as string,
  name: item.name as string,
  email: item.email as string,
  profileImageKey: (item.profileImageKey as string | null | undefined) ?? null,
  isActive: item.isActive !== false,
  skinAnalyzed: item.skinAnalyzed === true,
  createdAt: item.createdAt as string,
  trialEndsAt: item.trialEndsAt as string,
  updatedAt: (item.updatedAt as string | undefined) ?? (item.createdAt as string),
  ...(typeof item.sessionsValidAfter === 'number' ? { sessionsValidAfter: item.sessionsValidAfter } : {}),
  ...(isConsent(item.photoConsent) ? { photoConsent: item.photoConsent } : {}),
  ...(isThemeChoice(item.theme) ? { theme: item.theme } : {}),
  ...(item.deliveryAddress && typeof item.deliveryAddress === 'object'
    ? { deliveryAddress: item.deliveryAddress as DeliveryAddress }
    : {}),
});
