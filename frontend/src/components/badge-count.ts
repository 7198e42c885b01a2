/** What a count badge shows: nothing for zero, the number up to 9, then '9+' (spec 9). */
export const badgeText = (count: number): string | null => {
  if (!Number.isFinite(count) || count <= 0) return null;

  const BADGE_CAP = 9;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
};
