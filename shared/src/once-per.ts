/**
 * `compute` run once per object and kept while the object lives (a WeakMap), however many callers ask: for a
 * value derived from a photo or a profile that several steps read.
 */
export const oncePer = <K extends object, V>(compute: (key: K) => V): ((key: K) => V) => {
  const known = new WeakMap<K, V>();
  return (key) => {
    if (known.has(key)) return known.get(key) as V;
    const value = compute(key);
    known.set(key, value);
    return value;
  };
};
