import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { acrossTenants } from '../../src/platform/db/across-tenants.ts';
import { createDatabase } from '../../src/platform/db/database.ts';
import { migrateToLatest } from '../../src/platform/db/migrate.ts';
import { TENANT_TABLES } from '../../src/platform/db/tenant-tables.ts';

const T = 1_000;
const { db } = createDatabase('sqlite', ':memory:', { tenantGuard: true });
const unguarded = createDatabase('sqlite', ':memory:').db;

/** Compiling runs the plugins, so a refused query throws here without touching a database. */
const refused = (query: { compile(): unknown }) => expect(() => query.compile()).toThrow(/tenant_id/);
const allowed = (query: { compile(): unknown }) => expect(() => query.compile()).not.toThrow();

describe('TenantGuardPlugin', () => {
  it('refuses a select, update or delete of a tenant table without a tenant condition', () => {
    refused(db.selectFrom('retailGoods').selectAll().where('id', '=', 1));
    refused(db.updateTable('retailGoods').set({ name: 'x' }).where('id', '=', 1));
    refused(db.deleteFrom('sysNoticeUser').where('noticeId', '=', 1));
  });

  it('allows them with tenant_id equal to a value or in a list', () => {
    allowed(db.selectFrom('retailGoods').selectAll().where('tenantId', '=', T).where('id', '=', 1));
    allowed(
      db
        .updateTable('retailGoods')
        .set({ name: 'x' })
        .where((eb) => eb.and({ tenantId: T, id: 1 })),
    );
    allowed(db.deleteFrom('sysNoticeUser').where('tenantId', 'in', [T, T + 1]));
  });

  it('does not count a tenant condition under an or', () => {
    refused(
      db
        .selectFrom('retailGoods')
        .selectAll()
        .where((eb) => eb.or([eb('tenantId', '=', T), eb('id', '=', 1)])),
    );
  });

  it('needs every joined tenant table constrained, by a value or by a constrained table', () => {
    const joined = db
      .selectFrom('retailGoods as g')
      .innerJoin('retailBarcode as b', 'b.goodsId', 'g.id')
      .select('b.barcode')
      .where('g.tenantId', '=', T);
    refused(joined);
    allowed(joined.whereRef('b.tenantId', '=', 'g.tenantId'));
    allowed(
      db
        .selectFrom('retailGoods as g')
        .leftJoin('retailStock as s', (j) => j.onRef('s.goodsId', '=', 'g.id').on('s.tenantId', '=', T))
        .select('s.qty')
        .where('g.tenantId', '=', T),
    );
    // two tables tied to each other but to no tenant
    refused(
      db
        .selectFrom('retailGoods as g')
        .innerJoin('retailBarcode as b', 'b.goodsId', 'g.id')
        .select('b.barcode')
        .whereRef('b.tenantId', '=', 'g.tenantId'),
    );
  });

  it('checks subqueries, which may be tied to their outer query', () => {
    const outer = db.selectFrom('retailGoods as g').where('g.tenantId', '=', T);
    refused(
      outer.select((eb) =>
        eb.selectFrom('retailStock as s').select('s.qty').whereRef('s.goodsId', '=', 'g.id').as('qty'),
      ),
    );
    allowed(
      outer.select((eb) =>
        eb
          .selectFrom('retailStock as s')
          .select('s.qty')
          .whereRef('s.goodsId', '=', 'g.id')
          .whereRef('s.tenantId', '=', 'g.tenantId')
          .as('qty'),
      ),
    );
    refused(
      db
        .selectFrom('sysRole')
        .selectAll()
        .where('tenantId', '=', T)
        .where('id', 'in', (eb) => eb.selectFrom('sysUser').select('orgId')),
    );
  });

  it('requires an insert into a tenant table to set tenant_id, and leaves other tables alone', () => {
    const supplier = { id: 1, tenantId: T, name: 'x', status: 1, orderNo: 1, createTime: 0, isDelete: 0 };
    allowed(db.insertInto('retailSupplier').values(supplier));
    // the types demand a tenant id, but an undefined one is left out of the statement
    refused(
      db.insertInto('retailSupplier').values({ ...supplier, tenantId: undefined as unknown as number }),
    );
    allowed(db.selectFrom('sysMenu').selectAll());
    allowed(db.updateTable('sysTenant').set({ status: 2 }).where('id', '=', T));
  });

  it('lets a query that declares it spans tenants through, and nothing is guarded by default', () => {
    const everyGoods = (d: typeof db) => d.selectFrom('retailGoods').selectAll();
    refused(everyGoods(db));
    allowed(everyGoods(acrossTenants(db, 'a platform screen lists every tenant')));
    allowed(everyGoods(unguarded));
    expect(() => acrossTenants(db, ' ')).toThrow(/reason/);
  });

  it('lists exactly the migrated tables that have a tenant_id column', async () => {
    const handle = createDatabase('sqlite', ':memory:');
    try {
      await migrateToLatest(handle.db);
      const tables = await handle.db.introspection.getTables();
      const withTenant = tables
        .filter((t) => t.columns.some((c) => c.name === 'tenant_id'))
        .map((t) => t.name);
      expect(withTenant.sort()).toEqual([...TENANT_TABLES].sort());
      // the guard reads the database's own names: a raw statement is not looked into
      allowed({ compile: () => sql`select * from retail_goods`.compile(db) });
    } finally {
      await handle.close();
    }
  });
});
