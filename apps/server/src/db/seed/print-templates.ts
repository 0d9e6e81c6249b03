import { DEFAULT_PRINT_TEMPLATES } from '@retail/contracts/api/system/print-defaults';
import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { IdGenerator } from '../../platform/db/ids.ts';
import type { SysPrintTable } from '../schema-print.ts';
import type { SeedContext } from './core.ts';

const KEYS = DEFAULT_PRINT_TEMPLATES.map((t) => t.key);

/** Who and when a seeded row was made: the audit columns of an insert. */
export type InsertStamp = Pick<SysPrintTable, 'createTime' | 'createUserId' | 'createUserName' | 'isDelete'>;

/**
 * Adds the built-in templates a tenant was never given (by `builtin_key`: a row the tenant edited or deleted
 * still counts, so it is neither overwritten nor added again). A built-in default becomes its type's default only
 * while the tenant has none; a name the tenant already uses gets the built-in's key after it. Answers the keys
 * added.
 */
export async function addBuiltInPrintTemplates(
  db: Db,
  tenantId: number,
  ids: IdGenerator,
  stamp: InsertStamp,
): Promise<string[]> {
  const rows = await db
    .selectFrom('sysPrint')
    .select(['name', 'docType', 'isDefault', 'builtinKey', 'isDelete'])
    .where('tenantId', '=', tenantId)
    .execute();
  const seeded = new Set(rows.map((r) => r.builtinKey));
  const missing = DEFAULT_PRINT_TEMPLATES.filter((t) => !seeded.has(t.key));
  if (missing.length === 0) return [];
  const withDefault = new Set(rows.filter((r) => r.isDefault === 1).map((r) => r.docType));
  const names = new Set(rows.filter((r) => r.isDelete === 0).map((r) => r.name.toLowerCase()));
  const values: Insertable<SysPrintTable>[] = missing.map((t) => {
    const isDefault = t.isDefault && !withDefault.has(t.docType);
    if (isDefault) withDefault.add(t.docType);
    return {
      id: ids.next(),
      tenantId,
      name: names.has(t.name.toLowerCase()) ? `${t.name} (${t.key})` : t.name,
      docType: t.docType,
      template: JSON.stringify(t.template),
      isDefault: isDefault ? 1 : null,
      builtinKey: t.key,
      orderNo: 100 + 10 * DEFAULT_PRINT_TEMPLATES.indexOf(t),
      status: 1,
      remark: null,
      version: 1,
      ...stamp,
    };
  });
  await db.insertInto('sysPrint').values(values).execute();
  return missing.map((t) => t.key);
}

/**
 * Every live tenant gets the built-in templates it lacks, at each start: existing tenants when this version first
 * runs, and any built-in a later version adds. One query finds the tenants short of a key. A tenant whose
 * templates changed meanwhile (a concurrent write took a default or a key) is left for the next start.
 */
export async function seedPrintTemplates(db: Db, ctx: SeedContext): Promise<void> {
  const short = await db
    .selectFrom('sysTenant')
    .select('sysTenant.id')
    .where('sysTenant.isDelete', '=', 0)
    .where((eb) =>
      eb(
        eb
          .selectFrom('sysPrint')
          .select((s) => s.fn.countAll<number>().as('n'))
          .whereRef('sysPrint.tenantId', '=', 'sysTenant.id')
          .where('sysPrint.builtinKey', 'in', KEYS),
        '<',
        KEYS.length,
      ),
    )
    .execute();
  const stamp = { createTime: ctx.now, createUserId: null, createUserName: null, isDelete: 0 };
  for (const { id } of short) {
    try {
      await addBuiltInPrintTemplates(db, id, ctx.ids, stamp);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
}
