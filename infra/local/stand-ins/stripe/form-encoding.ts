/**
 * Stripe's request encoding: form-encoded (or query-string) pairs whose keys carry the nesting in brackets,
 * `line_items[0][price_data][unit_amount]=2990`, `expand[]=subscription`, `metadata[userId]=u1`. Numeric and
 * empty brackets make arrays; everything else makes objects; values stay strings, as Stripe reads them.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

const pathOf = (key: string): string[] => {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const parts = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1] ?? '');
  return parts;
};

const isIndex = (part: string) => part === '' || /^\d+$/.test(part);

export const parseForm = (encoded: string): Record<string, FormValue> => {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = pathOf(key);
    let node: FormValue = root;
    path.forEach((part, depth) => {
      const last = depth === path.length - 1;
      const nextIsIndex = !last && isIndex(path[depth + 1] as string);
      const container = node as Record<string, FormValue> & FormValue[];
      const slot = Array.isArray(node) ? (part === '' ? node.length : Number(part)) : part;
      if (last) {
        (container as Record<string | number, FormValue>)[slot] = value;
        return;
      }
      const existing = (container as Record<string | number, FormValue>)[slot];
      const child: FormValue = existing ?? (nextIsIndex ? [] : {});
      (container as Record<string | number, FormValue>)[slot] = child;
      node = child;
    });
  }
  return root;
};

/** A form value as text (undefined when absent or not a leaf). */
export const text = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** A form value as a list of leaves (`expand[]=a&expand[]=b`, or a single value). */
export const list = (value: FormValue | undefined): FormValue[] =>
  value === undefined ? [] : Array.isArray(value) ? value.filter((v) => v !== undefined) : [value];

/** A form object's string leaves (metadata). */
export const record = (value: FormValue | undefined): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};
