/**
 * The landing page's static marketing figures (spec section 1: the app-store rating and user counts are fixed
 * text, not measured). One place, so whoever owns the marketing copy can bring them in line with real numbers.
 */
export const LANDING_STATS = [
  { value: '100+', label: 'produtos' },
  { value: '5K+', label: 'usuários' },
  { value: '100k+', label: 'análises' },
] as const;

export const APP_STORE_RATING = '4,8';
