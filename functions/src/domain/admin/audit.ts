import type { AuditEntry } from '@pele/shared/schemas/admin';

export type AuditChange = AuditEntry['changes'][number];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields an admin write changed, each with its value before and after; unchanged fields are left out so
 * the trail says what moved. A create has no `before` (every given field is new), a delete no `after`.
 */
export function changedFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  fields: readonly string[],
): AuditChange[] {
  return fields.flatMap((field) => {
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    return same(from, to) ? [] : [{ field, before: from, after: to }];
  });
}

/** Who made a change, as the trail shows them. */
export interface Actor {
  id: string;
  email: string;
}

export const auditEntry = (
  input: Omit<AuditEntry, 'at' | 'actor'> & { actor: Actor },
  at: Date,
): AuditEntry => ({ ...input, at: at.toISOString() });
