import type { Actor } from '../module-kit/actor.ts';
import type { AuditLog } from './audit-log.ts';
import { maskedJson } from './mask.ts';

export type DiffType = 'insert' | 'update' | 'delete';

/**
 * A difference-log row for a change to an audited table: the row before and after (secrets masked).
 * For updates only the fields that changed are kept on both sides.
 */
export function recordDiff(
  audit: AuditLog,
  actor: Actor | null,
  change: { table: string; rowId: number; type: DiffType; before?: object | null; after?: object | null },
): void {
  let before = change.before ?? null;
  let after = change.after ?? null;
  if (change.type === 'update' && before && after) {
    const b = before as Record<string, unknown>;
    const a = after as Record<string, unknown>;
    const keys = Object.keys(a).filter((k) => k in b && JSON.stringify(b[k]) !== JSON.stringify(a[k]));
    if (keys.length === 0) return;
    before = Object.fromEntries(keys.map((k) => [k, b[k]]));
    after = Object.fromEntries(keys.map((k) => [k, a[k]]));
  }
  audit.diff({
    tenantId: actor?.tenantId ?? null,
    userId: actor?.userId ?? null,
    account: actor?.account ?? null,
    tableName: change.table,
    rowId: change.rowId,
    diffType: change.type,
    beforeData: maskedJson(before),
    afterData: maskedJson(after),
    traceId: actor?.traceId ?? null,
  });
}
