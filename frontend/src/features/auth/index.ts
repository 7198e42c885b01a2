// The auth feature as other features see it: the signed-in user and the ways to change it. Only small
// hooks and functions: the pages of this feature load lazily from app/routes.tsx.
export {
  patchSignedInUser,
  refetchSignedInUser,
  setSignedInUser,
  signedInUserOf,
} from './api/profile-query';
export { useSignedInUser } from './use-signed-in-user';
