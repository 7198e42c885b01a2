import { compatibilityBadge } from '@pele/shared/constants';

/**
 * Spec 2.7 / 9: the analysis strip's compatibility badge is 95% plus 2 per index (a display rule of
 * the spec, not a measurement; the product detail's match badge uses `compatibility().score`).
 */
export const compatibilityBadgeLabel = (index: number): string => `${compatibilityBadge(index)}%`;
