import type { AuditEntry } from '@pele/shared/schemas/admin';
import { ulid } from 'ulid';
import { type AuditChange, auditEntry } from '../../domain/admin/audit';
import type { Caller } from '../../middleware/types';

/** The audit entry of one admin write by `caller`, with a new time-ordered id. */
export const auditBy = (
  caller: Caller,
  what: { action: string; target: AuditEntry['target']; changes: AuditChange[] },
  now: Date,
): AuditEntry =>
  auditEntry(
    { id: ulid(now.getTime()), actor: { id: caller.userId, email: caller.email ?? '' }, ...what },
    now,
  );
