import { privateImageLinks } from '../adapters/storage/private-image-links';
import type { UserProfile } from '../domain/users/user-profile';
import { toUserView } from '../domain/users/user-view';

/** The API's user, with the private profile photo as a presigned link of a few minutes. */
export const presentUser = async (profile: UserProfile, isAdmin: boolean) =>
  toUserView(
    profile,
    isAdmin,
    profile.profileImageKey ? await privateImageLinks.readLink(profile.profileImageKey) : null,
  );
