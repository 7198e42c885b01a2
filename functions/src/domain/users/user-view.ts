import type { User } from '@pele/shared/schemas/auth';
import { DEFAULT_THEME } from '@pele/shared/theme';
import type { UserProfile } from './user-profile';

/** The user as the API shows it. `isAdmin` comes from the verified token's groups, never from the table. */
export const toUserView = (profile: UserProfile, isAdmin: boolean, profileImageUrl: string | null): User => ({
  id: profile.userId,
  name: profile.name,
  email: profile.email,
  profileImage: profileImageUrl,
  isAdmin,
  isActive: profile.isActive,
  skinAnalyzed: profile.skinAnalyzed,
  createdAt: profile.createdAt,
  trialEndsAt: profile.trialEndsAt,
  photoConsent: profile.photoConsent ?? null,
  theme: profile.theme ?? DEFAULT_THEME,
});
