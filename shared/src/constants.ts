/** Business constants and limits of spec section 9, plus the few the design adds. One source for server and SPA. */

export const REQUEST_TIMEOUT_MS = 30_000;
export const ANALYSIS_HISTORY_LIMIT = 1000;
export const PASSWORD_MIN_LENGTH = 6;
export const ONBOARDING_AUTO_ADVANCE_MS = 5_000;
export const PRICE_SLIDER = { min: 0, max: 500 } as const;
export const RECOMMENDED_PRODUCTS_SHOWN = 2;
export const RATING_SCALE = { min: 1, max: 5 } as const;
export const REVIEW_MAX_PHOTOS = 3;
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const ANALYSIS_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SENSITIVE_THRESHOLD = 60;
export const TIME_USED_OPTIONS = ['Menos de 1 mês', '1-3 meses', '3-6 meses', 'Mais de 6 meses'] as const;
export const DEFAULT_TIME_USED = TIME_USED_OPTIONS[0];
export const APP_VERSION = '1.0.0';
export const CONSUMER_CATEGORIES = [
  'recommended',
  'cleansers',
  'moisturizers',
  'serums',
  'sunscreens',
] as const;
export const STORAGE_KEYS = {
  token: 'auth_token',
  refreshToken: 'auth_refresh_token',
  user: 'auth_user',
  onboardingComplete: 'onboarding_complete',
  lastRoutineCheckDate: 'lastRoutineCheckDate',
} as const;

/** A new account starts a free trial of this many days (design: plans live in the table, trial on sign-up). */
export const FREE_TRIAL_DAYS = 7;
/** Largest JSON body the API accepts; larger bodies get 413 before parsing. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** Presigned upload links and presigned reads of private images live this long. */
export const PRESIGNED_UPLOAD_SECONDS = 300;
export const PRESIGNED_READ_SECONDS = 300;
/**
 * Face photos kept for analysis are deleted this many days after they were stored (the privacy page's
 * retention rule); the numbers derived from them stay for progress. The job that deletes them runs hourly.
 */
export const PHOTO_RETENTION_DAYS = 90;
export const PLAN_FEATURES = ['skin_analysis', 'skin_progress', 'skin_history'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];
export const ADMIN_GROUP = 'admin';
