/**
 * `load` run at most once per `ms` per container: for public reads that every visitor triggers and that may
 * be a little stale (the landing's figures). A failed load is not kept, so the next call tries again.
 */
export function cachedFor<T>(ms: number, load: () => Promise<T>, now: () => number = Date.now) {
  let kept: { value: Promise<T>; until: number } | undefined;
  return (): Promise<T> => {
    const at = now();
    if (kept && at < kept.until) return kept.value;
    const value = load();
    const entry = { value, until: at + ms };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return value;
  };
}
