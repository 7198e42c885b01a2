import { defineRoute, type RouteDef } from '../route-def';
import * as auth from '../schemas/auth';
import * as users from '../schemas/users';

/** The signed-in user's own profile and account (spec 7.1; LGPD erasure). */
export const updateProfile = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/users/profile',
  access: 'user',
  body: users.updateProfileBody,
  response: auth.user,
});

export const profileImageUpload = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/users/profile/image-upload',
  access: 'user',
  body: users.profileImageUploadBody,
  response: users.profileImageUploadResponse,
});

export const profileImageConfirm = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/users/profile/image',
  access: 'user',
  body: users.profileImageConfirmBody,
  response: auth.user,
});

export const deleteAccount = /* @__PURE__ */ defineRoute({
  method: 'DELETE',
  path: '/api/users/me',
  access: 'user',
  response: users.deletedAccount,
});

export const userRoutes = {
  updateProfile,
  profileImageUpload,
  profileImageConfirm,
  deleteAccount,
} satisfies Record<string, RouteDef>;
