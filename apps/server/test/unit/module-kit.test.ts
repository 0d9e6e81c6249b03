import {
  CamelCasePlugin,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.ts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../src/platform/http/errors.ts';
import type { Db } from '../../src/platform/db/database.ts';
import type { IdGenerator } from '../../src/platform/db/ids.ts';
import type { AuditLog } from '../../src/platform/logging/audit-log.ts';
import { type Actor, actorOf } from '../../src/platform/module-kit/actor.ts';
import { AuditedWrites, businessFields } from '../../src/platform/module-kit/audited-writes.ts';
import { definedOnly } from '../../src/platform/module-kit/defined-only.ts';
import { platformTable } from '../../src/platform/module-kit/table-scope.ts';
import {
  freedValue,
  shortDeletedSuffix,
  TenantRepository,
} from '../../src/platform/module-kit/tenant-repository.ts';
import { onUniqueViolation, refuseTaken } from '../../src/platform/module-kit/unique.ts';

/** A database that runs nothing: it keeps every statement it is given and answers one affected row. */
function recordingDb() {
  const statements: CompiledQuery[] = [];
  const transactions: string[] = [];
  const connection: DatabaseConnection = {
    executeQuery: async (query) => {
      statements.push(query);
      return { rows: [], numAffectedRows: 1n };
    },
    streamQuery: () => {
      throw new Error('not used');
    },
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => {
      transactions.push('begin');
    },
    commitTransaction: async () => {
      transactions.push('commit');
    },
    rollbackTransaction: async () => {
      transactions.push('rollback');
    },
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => driver,
      createIntrospector: (k) => new SqliteIntrospector(k),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
    plugins: [new CamelCasePlugin()],
  });
  return { db, statements, transactions };
}

const TENANT = 41;
const posColumns = ['id', 'name', 'code', 'status'] as const;
type PosRow = { id: number; name: string; code: string | null; status: number };
const regionColumns = ['id', 'name', 'code'] as const;
type RegionRow = { id: number; name: string; code: string };

/** Runs every method of a kit repository once and returns the statements it sent. */
async function everyMethod(
  repo: TenantRepository<'sysPos', PosRow> | TenantRepository<'sysRegion', RegionRow>,
) {
  await repo.findById(TENANT, 7);
  await repo.holderOf(TENANT, 'name', 'Clerk');
  await repo.update(TENANT, 7, { name: 'Renamed', code: undefined });
  await repo.setStatus(TENANT, 7, 2, {});
  await repo.softDelete(TENANT, { id: 7 } as PosRow & RegionRow, {});
}

describe('the tenant repository base', () => {
  it('limits every method of a tenant-owned table to the tenant and to live rows', async () => {
    const { db, statements } = recordingDb();
    const repo = new TenantRepository<'sysPos', PosRow>(db, 'sysPos', posColumns);
    await everyMethod(repo);
    await repo.insert(TENANT, { id: 7, name: 'Clerk', orderNo: 1, status: 1, createTime: 1, isDelete: 0 });
    expect(statements).toHaveLength(6);
    for (const s of statements.slice(0, 5)) {
      expect(s.sql).toContain('"tenant_id" = ?');
      expect(s.sql).toContain('"is_delete" = ?');
      expect(s.parameters).toContain(TENANT);
    }
    const [insert] = statements.slice(5);
    expect(insert?.sql).toMatch(/^insert into "sys_pos" \(.*"tenant_id"/);
    expect(insert?.parameters).toContain(TENANT);
  });

  it('writes only the fields an update defines, and marks deletes and statuses', async () => {
    const { db, statements } = recordingDb();
    await everyMethod(new TenantRepository<'sysPos', PosRow>(db, 'sysPos', posColumns));
    const [, holder, update, status, remove] = statements;
    expect(holder?.sql).toContain('lower("name") = lower(?)');
    expect(update?.sql).toMatch(/^update "sys_pos" set "name" = \? where/);
    expect(status?.sql).toMatch(/^update "sys_pos" set "status" = \? where/);
    expect(remove?.sql).toMatch(/^update "sys_pos" set "is_delete" = \? where/);
    expect(remove?.parameters[0]).toBe(1);
  });

  it('frees a unique column of a deleted row, shortened to fit the column', async () => {
    const { db, statements } = recordingDb();
    const repo = new TenantRepository<'sysPos', PosRow>(db, 'sysPos', posColumns, {
      freedOnDelete: { column: 'code', maxLength: 16 },
    });
    await repo.softDelete(TENANT, { id: 12345, code: 'CASHIER-SENIOR' } as PosRow, {});
    const [remove] = statements;
    expect(remove?.sql).toMatch(/^update "sys_pos" set "is_delete" = \?, "code" = \? where/);
    expect(remove?.parameters.slice(0, 2)).toEqual([1, 'CASHIE~del~12345']);
    expect(freedValue('A', 7, 16)).toBe('A~del~7');
  });

  it('lets a platform table opt out of the tenant filter, saying why', async () => {
    const { db, statements } = recordingDb();
    const repo = new TenantRepository<'sysRegion', RegionRow>(db, 'sysRegion', regionColumns, {
      scope: platformTable('administrative regions are the same for every shop'),
    });
    await everyMethod(repo);
    await repo.insert(TENANT, {
      id: 7,
      pid: 0,
      name: 'Hubei',
      code: '42',
      level: 1,
      orderNo: 1,
      createTime: 1,
      isDelete: 0,
    });
    expect(statements).toHaveLength(6);
    for (const s of statements) {
      expect(s.sql).not.toContain('tenant_id');
      expect(s.parameters).not.toContain(TENANT);
    }
    expect(() => platformTable(' ')).toThrow(/say why/);
  });

  it('reads and writes on the transaction it is given instead of its own database', async () => {
    const own = recordingDb();
    const trx = recordingDb();
    const repo = new TenantRepository<'sysPos', PosRow>(own.db, 'sysPos', posColumns);
    await repo.findById(TENANT, 7, trx.db);
    await repo.holderOf(TENANT, 'name', 'Clerk', trx.db);
    await repo.insert(
      TENANT,
      { id: 7, name: 'Clerk', orderNo: 1, status: 1, createTime: 1, isDelete: 0 },
      trx.db,
    );
    await repo.update(TENANT, 7, { name: 'Renamed' }, trx.db);
    await repo.softDelete(TENANT, { id: 7 } as PosRow, {}, trx.db);
    expect(own.statements).toHaveLength(0);
    expect(trx.statements).toHaveLength(5);
    for (const s of trx.statements) expect(s.parameters).toContain(TENANT);
  });

  it('may free a short column with the short suffix, keeping the whole value', async () => {
    const { db, statements } = recordingDb();
    const repo = new TenantRepository<'sysPos', PosRow>(db, 'sysPos', posColumns, {
      freedOnDelete: { column: 'code', maxLength: 32, suffix: shortDeletedSuffix },
    });
    const id = 1_234_567_890_123_456;
    await repo.softDelete(TENANT, { id, code: 'CARD-0123456789-ABCD' } as PosRow, {});
    const freed = `CARD-0123456789-ABCD~${id.toString(36)}`;
    expect(freed.length).toBeLessThanOrEqual(32);
    expect(statements[0]?.parameters.slice(0, 2)).toEqual([1, freed]);
    expect(freedValue('CARD-0123456789-ABCD', id, 32)).toBe(`CARD-012345~del~${id}`);
  });
});

describe('the module kit helpers', () => {
  it('definedOnly drops absent fields and keeps nulls (a null clears)', () => {
    expect(definedOnly({ a: 1, b: undefined, c: null })).toEqual({ a: 1, c: null });
  });

  it('businessFields leaves the id, tenant and audit columns out of a difference-log snapshot', () => {
    const row = {
      id: 1,
      tenantId: 2,
      name: 'n',
      createTime: 3,
      updateTime: null,
      createUserName: 'x',
      status: 1,
    };
    expect(Object.keys(businessFields(row))).toEqual(['name', 'status']);
  });

  it('refuseTaken refuses a value another row holds, in the order given, and skips empty values', async () => {
    const holders: Record<string, number> = { 'name:Clerk': 5, 'code:C1': 6 };
    const asked: string[] = [];
    const repo = {
      holderOf: async (_tenant: number, column: string, value: string) => {
        asked.push(column);
        return holders[`${column}:${value}`];
      },
    };
    const refusal = (values: Record<string, string | null | undefined>, self?: number) =>
      refuseTaken<'sysPos'>(repo, TENANT, values, self).then(
        () => null,
        (e: AppError) => [e.code, e.params],
      );
    expect(await refusal({ name: 'Clerk', code: 'C1' })).toEqual([409, { field: 'name', value: 'Clerk' }]);
    expect(await refusal({ name: 'Clerk', code: 'C1' }, 5)).toEqual([409, { field: 'code', value: 'C1' }]);
    asked.length = 0;
    expect(await refusal({ name: 'Other', code: '' })).toBeNull();
    expect(asked).toEqual(['name']);
  });

  it('onUniqueViolation answers a unique-index refusal with the check’s own, and lets other errors through', async () => {
    const taken = () => new AppError(409, 'record.duplicate', { field: 'code', value: 'C1' });
    const violation = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(onUniqueViolation(taken, () => Promise.reject(violation))).rejects.toMatchObject({
      code: 409,
    });
    const lookedUp = async () => new AppError(409, 'barcode.taken', { barcode: 'B1' });
    await expect(onUniqueViolation(lookedUp, () => Promise.reject(violation))).rejects.toMatchObject({
      reason: 'barcode.taken',
    });
    const other = new Error('connection lost');
    await expect(onUniqueViolation(taken, () => Promise.reject(other))).rejects.toBe(other);
    expect(await onUniqueViolation(taken, async () => 7)).toBe(7);
  });

  it('actorOf makes the actor from the signed-in request, and refuses a request without a principal', () => {
    const principal = { userId: 1, tenantId: 2, account: 'a', realName: 'A', accountType: 777, orgId: 3 };
    const request = { id: 'req-9', principal } as unknown as FastifyRequest;
    expect(actorOf(request)).toEqual({ ...principal, traceId: 'req-9' });
    const anonymous = { id: 'req-10', principal: null } as unknown as FastifyRequest;
    expect(() => actorOf(anonymous)).toThrow(AppError);
  });
});

describe('the tenant repository base on a transaction', () => {
  it('runs work in one transaction, and inserts and updates on the handle it is given', async () => {
    const { db, statements, transactions } = recordingDb();
    const repo = new TenantRepository<'sysPos', PosRow>(db, 'sysPos', posColumns);
    await repo.transaction(async (trx) => {
      await repo.insert(
        TENANT,
        { id: 7, name: 'Clerk', orderNo: 1, status: 1, createTime: 1, isDelete: 0 },
        trx,
      );
      await repo.update(TENANT, 7, { name: 'Cashier' }, trx);
    });
    expect(transactions).toEqual(['begin', 'commit']);
    expect(statements.map((s) => s.sql.split(' ')[0])).toEqual(['insert', 'update']);
  });
});

type Row = { id: number; name: string };
const TRX = {} as Db;

/** AuditedWrites over a repository of rows kept in memory, telling what happens in which order. */
function auditedWrites(snapshot?: (row: Row, tenantId: number) => Promise<object>) {
  const events: string[] = [];
  const rows = new Map<number, Row>([[1, { id: 1, name: 'one' }]]);
  const where = (db: Db | undefined) => (db === TRX ? 'in trx' : 'alone');
  const repo = {
    findById: async (_tenant: number, id: number) => rows.get(id),
    insert: async (_tenant: number, row: Row, db?: Db) => {
      events.push(`insert ${where(db)}`);
      rows.set(row.id, { id: row.id, name: row.name });
    },
    update: async (_tenant: number, id: number, changes: Partial<Row>, db?: Db) => {
      events.push(`update ${where(db)}`);
      rows.set(id, { ...(rows.get(id) as Row), ...(changes.name ? { name: changes.name } : {}) });
      return true;
    },
    softDelete: async (_tenant: number, row: Row, _changes: object, db?: Db) => {
      events.push(`delete ${row.id} ${where(db)}`);
      return rows.delete(row.id);
    },
    transaction: async <T>(work: (trx: Db) => Promise<T>) => {
      events.push('begin');
      const value = await work(TRX);
      events.push('commit');
      return value;
    },
  };
  const audit = {
    diff: (d: { diffType: string; rowId: number; beforeData: string | null; afterData: string | null }) =>
      events.push(`log ${d.diffType} ${d.rowId} ${d.beforeData} ${d.afterData}`),
  };
  let next = 100;
  const writes = new AuditedWrites(repo as unknown as TenantRepository<'sysPos', Row>, {
    table: 'sys_pos',
    audit: audit as unknown as AuditLog,
    ids: { next: () => (next += 1) } as unknown as IdGenerator,
    snapshot,
  });
  return { writes, events, rows };
}

const actor: Actor = {
  userId: 1,
  tenantId: TENANT,
  account: 'a',
  realName: 'A',
  accountType: 999,
  orgId: 3,
  traceId: 'req-1',
};

describe('audited writes', () => {
  it('runs the work alongside in the row’s transaction, and logs once it committed', async () => {
    const { writes, events } = auditedWrites();
    const id = await writes.add(actor, { name: 'two' } as never, async (trx, newId) => {
      events.push(`links of ${newId} ${trx === TRX ? 'in trx' : 'alone'}`);
    });
    expect(id).toBe(101);
    expect(events).toEqual([
      'begin',
      'insert in trx',
      'links of 101 in trx',
      'commit',
      'log insert 101 null {"name":"two"}',
    ]);
  });

  it('writes a row alone without work alongside, and logs nothing when the work alongside fails', async () => {
    const { writes, events, rows } = auditedWrites();
    await writes.update(actor, rows.get(1) as Row, { name: 'uno' });
    expect(events).toEqual(['update alone', 'log update 1 {"name":"one"} {"name":"uno"}']);
    events.length = 0;
    const failing = writes.update(actor, rows.get(1) as Row, { name: 'eins' }, async () => {
      throw new AppError(400, 'org.hasUsers', { count: 1 });
    });
    await expect(failing).rejects.toThrow(AppError);
    expect(events).toEqual(['begin', 'update in trx']);
  });

  it('deletes several rows in one transaction and logs each as it was', async () => {
    const { writes, events, rows } = auditedWrites();
    rows.set(2, { id: 2, name: 'two' });
    await writes.deleteAll(actor, [rows.get(1) as Row, rows.get(2) as Row]);
    expect(events).toEqual([
      'begin',
      'delete 1 in trx',
      'delete 2 in trx',
      'commit',
      'log delete 1 {"name":"one"} null',
      'log delete 2 {"name":"two"} null',
    ]);
  });

  it('takes the snapshot, which may read the row’s links in the actor’s tenant, before and after the write', async () => {
    let links = ['a'];
    const tenants: number[] = [];
    const { writes, events, rows } = auditedWrites(async (row, tenantId) => {
      tenants.push(tenantId);
      return { name: row.name, links };
    });
    await writes.update(actor, rows.get(1) as Row, {}, async () => {
      links = ['a', 'b'];
    });
    expect(tenants).toEqual([TENANT, TENANT]);
    expect(events.at(-1)).toBe('log update 1 {"links":["a"]} {"links":["a","b"]}');
  });

  it('logs rows a module wrote in a transaction of its own: an insert as it reads now, a removal as it was', async () => {
    const { writes, events, rows } = auditedWrites();
    rows.set(2, { id: 2, name: 'two' });
    await writes.inserted(actor, 2);
    await writes.deleted(actor, rows.get(1) as Row);
    expect(events).toEqual(['log insert 2 null {"name":"two"}', 'log delete 1 {"name":"one"} null']);
  });

  it('answers the module’s own 404 for a missing row and for a write that found none', async () => {
    const none = async () => false;
    const repo = { findById: async () => undefined, update: none, setStatus: none, softDelete: none };
    const writes = new AuditedWrites(repo as unknown as TenantRepository<'sysPos', Row>, {
      table: 'sys_pos',
      audit: {} as AuditLog,
      ids: {} as IdGenerator,
      missing: () => new AppError(404, 'dict.typeNotFound'),
    });
    const row = { id: 1, name: 'one' };
    const refusals = [
      writes.found(actor, 1),
      writes.update(actor, row, { name: 'uno' }),
      writes.setStatus(actor, row, 2),
      writes.delete(actor, row),
    ].map((work) =>
      work.then(
        () => null,
        (e: AppError) => [e.code, e.reason],
      ),
    );
    expect(await Promise.all(refusals)).toEqual(Array(4).fill([404, 'dict.typeNotFound']));
  });
});
