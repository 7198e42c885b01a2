import { defineRoute, type RouteDef } from '../route-def';
import * as auth from '../schemas/auth';
import * as users from '../schemas/users';

/** The signed-in user's own profile and account (spec 7.1; LGPD erasure). */
export const userRoutes = {
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/users/profile',
    handler: 'users/update-profile',
    access: 'user',
    body: users.updateProfileBody,
    response: auth.user,
    grants: ['table:write', 'cognito:admin', 'uploads:read'],
  }),
  profileImageUpload: defineRoute({
    method: 'POST',
    path: '/api/users/profile/image-upload',
    handler: 'users/profile-image-upload',
    access: 'user',
    body: users.profileImageUploadBody,
    response: users.profileImageUploadResponse,
    grants: ['uploads:write'],
  }),
  profileImageConfirm: defineRoute({
    method: 'POST',
    path: '/api/users/profile/image',
    handler: 'users/profile-image-confirm',
    access: 'user',
    body: users.profileImageConfirmBody,
    response: auth.user,
    memoryMb: 1024,
    grants: ['table:write', 'uploads:read', 'uploads:write', 'uploads:delete'],
  }),
  deleteAccount: defineRoute({
    method: 'DELETE',
    path: '/api/users/me',
    handler: 'users/delete-account',
    access: 'user',
    response: users.deletedAccount,
    timeoutSeconds: 29,
    grants: ['table:write', 'uploads:read', 'uploads:delete', 'cognito:admin'],
  }),
} satisfies Record<string, RouteDef>;
