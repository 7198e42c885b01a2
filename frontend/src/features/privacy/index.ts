// The privacy feature as other features see it: the consent step before face photos, and the settings'
// consent and export actions.
export { useExportMyData } from './api/export-my-data';
export { useRevokePhotoConsent } from './api/revoke-photo-consent';
export { PhotoConsentPanel } from './components/photo-consent-panel';
export { hasCurrentPhotoConsent } from './photo-consent';
