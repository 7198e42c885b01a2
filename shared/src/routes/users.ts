import { defineRoute, type RouteDef } from '../route-def';
import * as address from '../schemas/address';
import * as auth from '../schemas/auth';
import { dataExport } from '../schemas/data-export';
import * as users from '../schemas/users';

/** The signed-in user's own profile and account (spec 7.1; LGPD erasure). */
export const updateProfile = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/users/profile',
  access: 'user',
  body: users.updateProfileBody,
  response: auth.user,
});

/** The preferences kept on the profile (the colour theme), so every device the person signs in on has them. */
export const updatePreferences = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/users/me/preferences',
  access: 'user',
  body: users.preferencesBody,
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

/** The delivery address kept on the profile (Perfil and the cart edit it); orders copy it when paid for. */
export const getDeliveryAddress = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/users/me/address',
  access: 'user',
  response: address.savedAddress,
});

export const putDeliveryAddress = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/users/me/address',
  access: 'user',
  body: address.deliveryAddress,
  response: address.savedAddress,
});

export const deleteAccount = /* @__PURE__ */ defineRoute({
  method: 'DELETE',
  path: '/api/users/me',
  access: 'user',
  response: users.deletedAccount,
});

/** LGPD: consent for face photos before the first one (art. 11, I); revoking deletes the photos. */
export const givePhotoConsent = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/users/me/consent',
  access: 'user',
  body: users.photoConsentBody,
  response: users.photoConsentGiven,
});

export const revokePhotoConsent = /* @__PURE__ */ defineRoute({
  method: 'DELETE',
  path: '/api/users/me/consent',
  access: 'user',
  response: users.photoConsentRevoked,
});

/** LGPD access and portability: all of the caller's data as JSON, photos as short-lived links. */
export const exportMyData = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/users/me/export',
  access: 'user',
  response: dataExport,
});

export const userRoutes = {
  updateProfile,
  updatePreferences,
  profileImageUpload,
  profileImageConfirm,
  getDeliveryAddress,
  putDeliveryAddress,
  deleteAccount,
  givePhotoConsent,
  revokePhotoConsent,
  exportMyData,
} satisfies Record<string, RouteDef>;
