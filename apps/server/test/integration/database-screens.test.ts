import type {
  DbTableDetailOutput,
  DbTableOutput,
  GeneratedTextOutput,
} from '@retail/contracts/api/system/database';
import { Migrator, NO_MIGRATIONS } from 'kysely';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ID } from '../../src/db/seed/core.ts';
import { migrationNames } from '../../src/platform/db/migrate.ts';
import { IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DraftFolder } from '../support/draft-files.ts';
import { createProbeTables } from '../support/probe-tables.ts';
import { fileHashes, type WatchedApi, watchedApi } from '../support/repo-watch.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const url = (name: string) => `/api/sysDatabase/${name}`;
const nextNumber = String(Math.max(...migrationNames.map((n) => Number.parseInt(n, 10))) + 1).padStart(
  4,
  '0',
);

/** Whether the text is as the repository's formatter prints it. */
async function formatted(text: string): Promise<boolean> {
  const options = await prettier.resolveConfig(new URL('../../src/app.ts', import.meta.url).pathname);
  return (await prettier.format(text, { ...options, parser: 'typescript' })) === text;
}

describe.each(databaseKinds())('the database screens on %s', (kind) => {
  let t: TestApp;
  let root: WatchedApi;
  let tenantAdmin: WatchedApi;
  let hashesBefore: string[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    await createProbeTables(t.ctx.db.withoutPlugins(), kind);
    const raw = t.ctx.db.withoutPlugins();
    root = watchedApi(await signInAs(t, 'superadmin', { headers: IN_ENGLISH }), raw);
    tenantAdmin = watchedApi(await signInAs(t, 'admin', { headers: IN_ENGLISH }), raw);
    hashesBefore = fileHashes();
  });
  afterAll(async () => {
    // no call changed a byte of the source trees
    if (hashesBefore) expect(fileHashes()).toEqual(hashesBefore);
    await t?.close();
  });

  const detail = (table: string) => root.ok.get<DbTableDetailOutput>(url(`columnList/${table}`));
  const draft = (operation: string, spec: unknown) => root.post(url('createMigration'), { operation, spec });
  const drafted = (operation: string, spec: unknown) =>
    root.ok.post<GeneratedTextOutput>(url('createMigration'), { operation, spec });
  /** A refusal: its code, and its message starting with the field it names. */
  const refused = async (
    answer: Promise<{ json: { code: number; message: string } }>,
    code: number,
    field: string,
  ) => {
    const { json } = await answer;
    expect(json.code, json.message).toBe(code);
    expect(json.message.startsWith(`${field}:`), json.message).toBe(true);
    return json.message;
  };

  it('names the one database and lists its real tables, without the migration bookkeeping', async () => {
    expect(await root.ok.get(url('list'))).toEqual([{ configId: 'main', dbType: kind }]);
    const tables = await root.ok.get<DbTableOutput[]>(url('tableList'));
    const names = tables.map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(['sys_user', 'retail_goods', 'sys_backup', 'probe_child']));
    expect(names.filter((name) => /^(sys|kysely)_migration/.test(name))).toEqual([]);
    expect(names.some((name) => name.startsWith('sqlite_'))).toBe(false);
    const parent = tables.find((table) => table.name === 'probe_parent');
    expect(parent?.comment).toBe(kind === 'sqlite' ? null : 'Probe parent');
  });

  it('describes retail_goods: types, nullability, defaults, primary key and indexes', async () => {
    const goods = await detail('retail_goods');
    const column = (name: string) => goods.columns.find((c) => c.name === name);
    expect(column('id')).toMatchObject({ type: 'bigint', primaryKey: true, nullable: false, property: 'id' });
    expect(column('code')).toMatchObject({ type: 'string', length: 64, nullable: false, primaryKey: false });
    expect(column('category_id')).toMatchObject({ type: 'bigint', nullable: true, defaultValue: null });
    expect(column('retail_price')).toMatchObject({
      property: 'retailPrice',
      nullable: false,
      defaultValue: '0',
    });
    expect(column('images')).toMatchObject({ type: 'text', nullable: true });
    expect(column('status')).toMatchObject({ type: 'smallint', defaultValue: '1' });
    expect(goods.columns.filter((c) => c.primaryKey).map((c) => c.name)).toEqual(['id']);
    const index = (name: string) => goods.indexes.find((i) => i.name === name);
    expect(index('ux_retail_goods_code')).toEqual({
      name: 'ux_retail_goods_code',
      columns: ['tenant_id', 'code'],
      unique: true,
    });
    expect(index('ix_retail_goods_name')).toMatchObject({ columns: ['tenant_id', 'name'], unique: false });
    // the primary key's own index is the key, not an index
    expect(goods.indexes.some((i) => /primary|pkey|autoindex/i.test(i.name))).toBe(false);
    expect(goods.foreignKeys).toEqual([]);
    // a key of several columns
    const terms = await detail('retail_goods_search');
    expect(terms.columns.filter((c) => c.primaryKey).map((c) => c.name)).toEqual([
      'tenant_id',
      'term',
      'code',
      'goods_id',
    ]);
  });

  it('describes foreign keys and comments', async () => {
    const child = await detail('probe_child');
    expect(child.foreignKeys).toEqual([
      expect.objectContaining({
        columns: ['parent_id'],
        refTable: 'probe_parent',
        refColumns: ['id'],
        onDelete: 'CASCADE',
      }),
    ]);
    expect(child.columns.find((c) => c.name === 'qty')).toMatchObject({ type: 'integer', defaultValue: '3' });
    const parent = await detail('probe_parent');
    expect(parent.table.comment).toBe(kind === 'sqlite' ? null : 'Probe parent');
    expect(parent.columns.find((c) => c.name === 'label')?.comment).toBe(
      kind === 'sqlite' ? null : 'The label',
    );
  });

  it('writes the Kysely interface and output schema of a table', async () => {
    const { fileName, content } = await root.ok.post<GeneratedTextOutput>(url('createEntity'), {
      tableName: 'retail_goods',
    });
    expect(fileName).toBe('schema-retail-goods.ts');
    expect(content).toContain('export interface RetailGoodsTable extends AuditColumns {');
    expect(content).toContain('  retailPrice: Generated<number>;');
    expect(content).toContain('  categoryId: number | null;');
    expect(content).toContain('  images: string | null;');
    expect(content).toContain('export const retailGoodsOutput = z.object({');
    expect(content).toContain('  retailPrice: z.number(),');
    expect(content).toContain('  createTime: z.string(),');
    expect(content).not.toMatch(/ {2}createTime: number/);
    expect(await formatted(content)).toBe(true);
    const user = await root.ok.post<GeneratedTextOutput>(url('createEntity'), { tableName: 'sys_user' });
    // the interface has the password hash; the output schema never does
    expect(user.content.match(/password/g)).toHaveLength(1);
    expect(user.content).toContain('  password: string;');
  });

  it('writes a seed module of current rows with the secrets masked', async () => {
    const { password: hash } = await t.ctx.db
      .selectFrom('sysUser')
      .select('password')
      .where('id', '=', SUPER_ADMIN_ID)
      .executeTakeFirstOrThrow();
    expect(hash.length).toBeGreaterThan(20);
    const { fileName, content } = await root.ok.post<GeneratedTextOutput>(url('createSeedData'), {
      tableName: 'sys_user',
      limit: 500,
    });
    expect(fileName).toBe('seed-sys-user.ts');
    expect(content).toContain("await insertMissing(db, 'sysUser', [");
    expect(content).toContain(`      id: ${SUPER_ADMIN_ID},`);
    expect(content).toContain("      account: 'superadmin',");
    expect(content).toContain("      password: '', // masked: a secret");
    expect(content).not.toContain(hash);
    expect(content).not.toContain('$argon2');
    expect(await formatted(content)).toBe(true);
    const one = await root.ok.post<GeneratedTextOutput>(url('createSeedData'), {
      tableName: 'sys_user',
      ids: [SUPER_ADMIN_ID],
    });
    expect(one.content.match(/^ {6}id: /gm)).toHaveLength(1);
    const first = await root.ok.post<GeneratedTextOutput>(url('createSeedData'), {
      tableName: 'sys_menu',
      limit: 2,
    });
    expect(first.content.match(/^ {6}id: /gm)).toHaveLength(2);
    await refused(root.post(url('createSeedData'), { tableName: 'sys_user', limit: 501 }), 400, 'limit');
    await refused(
      root.post(url('createSeedData'), { tableName: 'retail_search_position' }),
      400,
      'tableName',
    );
  });

  it('drafts each migration operation, numbered after the newest migration', async () => {
    const table = await drafted('addTable', {
      table: 'probe_new',
      tenantScoped: true,
      columns: [
        { column: 'title', dataType: 'string', length: 64, nullable: false },
        { column: 'amount', dataType: 'money', nullable: false, defaultValue: 0 },
      ],
      indexes: [{ columns: ['tenant_id', 'title'], unique: true }],
    });
    expect(table.fileName).toBe(`${nextNumber}_probe_new.ts`);
    expect(table.content).toContain("createTable(db, 'probe_new')");
    expect(table.content).toContain(".addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))");
    const column = await drafted('addColumn', {
      table: 'retail_goods',
      column: { column: 'weight', dataType: 'integer', nullable: false, defaultValue: 0 },
    });
    expect(column.fileName).toBe(`${nextNumber}_retail_goods_add_weight.ts`);
    expect(column.content).toContain(".addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))");
    expect(column.content).toContain(".dropColumn('weight')");
    const rename = await drafted('renameColumn', { table: 'retail_goods', from: 'brand', to: 'maker' });
    expect(rename.content).toContain(".renameColumn('brand', 'maker')");
    expect(rename.content).toContain(".renameColumn('maker', 'brand')");
    const drop = await drafted('dropColumn', { table: 'retail_goods', column: 'brand' });
    expect(drop.content).toContain(".dropColumn('brand')");
    expect(drop.content).toContain(".addColumn('brand', 'varchar(64)')");
    const index = await drafted('addIndex', { table: 'retail_goods', columns: ['tenant_id', 'brand'] });
    expect(index.content).toContain("createIndex('ix_retail_goods_tenant_id_brand')");
    expect(index.content).toContain("dropIndex('ix_retail_goods_tenant_id_brand');");
    expect(index.content).toContain("if (isMysql(db)) drop = drop.on('retail_goods');");
    for (const text of [table, column, rename, drop, index]) expect(await formatted(text.content)).toBe(true);
  });

  it('refuses drafts that would fail on one of the databases, naming the field', async () => {
    const wide = (n: number, length: number) =>
      Array.from({ length: n }, (_, i) => ({ column: `c${i}`, dataType: 'string', length, nullable: true }));
    await refused(draft('addTable', { table: 'probe_x', columns: wide(20, 1000) }), 400, 'spec.columns');
    await refused(
      draft('addTable', { table: 'probe_x', columns: wide(1, 800), indexes: [{ columns: ['c0'] }] }),
      400,
      'spec.indexes.0.columns',
    );
    await refused(
      draft('addTable', {
        table: 'probe_x',
        columns: [{ column: 'body', dataType: 'text', nullable: true }],
        indexes: [{ columns: ['body'] }],
      }),
      400,
      'spec.indexes.0.columns',
    );
    await refused(draft('addTable', { table: 'retail_goods', columns: wide(1, 10) }), 409, 'spec.table');
    await refused(
      draft('addColumn', {
        table: 'retail_goods',
        column: { column: 'x', dataType: 'integer', nullable: false },
      }),
      400,
      'spec.column.defaultValue',
    );
    await refused(
      draft('addColumn', {
        table: 'retail_goods',
        column: { column: 'code', dataType: 'string', nullable: true },
      }),
      409,
      'spec.column.column',
    );
    // with the table's own columns, the row is too large for MySQL
    await refused(
      draft('addColumn', {
        table: 'retail_goods',
        column: { column: 'huge', dataType: 'string', length: 16000, nullable: true },
      }),
      400,
      'spec.column',
    );
    await refused(draft('addIndex', { table: 'probe_parent', columns: ['notes'] }), 400, 'spec.columns');
    await refused(
      draft('addIndex', { table: 'retail_goods', columns: ['tenant_id', 'code'] }),
      409,
      'spec.columns',
    );
    await refused(draft('addIndex', { table: 'retail_goods', columns: ['nope'] }), 400, 'spec.columns');
    const indexed = await refused(
      draft('dropColumn', { table: 'retail_goods', column: 'code' }),
      400,
      'spec.column',
    );
    expect(indexed).toMatch(/ (ux|ix)_retail_goods_code/);
    await refused(draft('dropColumn', { table: 'retail_goods', column: 'id' }), 400, 'spec.column');
    await refused(draft('dropColumn', { table: 'probe_child', column: 'parent_id' }), 400, 'spec.column');
    await refused(draft('renameColumn', { table: 'retail_goods', from: 'nope', to: 'x' }), 400, 'spec.from');
    await refused(
      draft('renameColumn', { table: 'retail_goods', from: 'brand', to: 'code' }),
      409,
      'spec.to',
    );
    await refused(draft('dropTable', { table: 'retail_goods' }), 400, 'operation');
  });

  it('refuses bad table names with a 400 naming the field, and unknown tables with a 404 naming them', async () => {
    for (const bad of ['Retail_Goods', '9goods', 'a-b', `x${'y'.repeat(63)}`]) {
      await refused(root.get(url(`columnList/${encodeURIComponent(bad)}`)), 400, 'tableName');
    }
    for (const bad of ["x'; drop table sys_user; --", '../sys_user', 'sys_user"']) {
      await refused(root.post(url('createEntity'), { tableName: bad }), 400, 'tableName');
      await refused(root.post(url('createSeedData'), { tableName: bad }), 400, 'tableName');
    }
    await refused(draft('addTable', { table: 'Bad', columns: [] }), 400, 'spec.table');
    await refused(draft('addIndex', { table: 'retail_goods', columns: ['a;b'] }), 400, 'spec.columns.0');
    for (const answer of [
      root.get(url('columnList/no_such_table')),
      root.post(url('createEntity'), { tableName: 'no_such_table' }),
      root.post(url('createSeedData'), { tableName: 'no_such_table' }),
    ]) {
      const message = await refused(answer, 404, 'tableName');
      expect(message).toContain('no_such_table');
    }
    await refused(draft('dropColumn', { table: 'no_such_table', column: 'x' }), 404, 'spec.table');
    // the migration bookkeeping is not one of the tables shown
    await refused(root.get(url('columnList/sys_migration')), 404, 'tableName');
  });

  it('is the super administrator’s: a tenant administrator is refused every call', async () => {
    const answers = await Promise.all([
      tenantAdmin.get(url('list')),
      tenantAdmin.get(url('tableList')),
      tenantAdmin.get(url('columnList/sys_user')),
      tenantAdmin.post(url('createEntity'), { tableName: 'sys_user' }),
      tenantAdmin.post(url('createSeedData'), { tableName: 'sys_user' }),
      tenantAdmin.post(url('createMigration'), {
        operation: 'dropColumn',
        spec: { table: 'retail_goods', column: 'brand' },
      }),
    ]);
    expect(answers.map((a) => a.json.code)).toEqual([403, 403, 403, 403, 403, 403]);
  });

  it('drafts that run on this database, one after another, up and then down', async () => {
    const raw = t.ctx.db.withoutPlugins();
    const folder = new DraftFolder();
    // a migrator of its own: the app's migration bookkeeping is left alone
    const migrator = new Migrator({
      db: raw,
      provider: { getMigrations: async () => folder.migrations },
      migrationTableName: 'probe_migration',
      migrationLockTableName: 'probe_migration_lock',
    });
    const steps: Array<[string, unknown]> = [
      [
        'addTable',
        {
          table: 'probe_run',
          columns: [
            { column: 'title', dataType: 'string', length: 768, nullable: false, defaultValue: '' },
            { column: 'price', dataType: 'money', nullable: false, defaultValue: 0 },
            { column: 'day', dataType: 'date', nullable: true },
            { column: 'note', dataType: 'text', nullable: true },
          ],
          indexes: [{ columns: ['title'], unique: true }],
        },
      ],
      [
        'addColumn',
        {
          table: 'probe_run',
          column: { column: 'qty', dataType: 'integer', nullable: false, defaultValue: 1 },
        },
      ],
      ['renameColumn', { table: 'probe_run', from: 'note', to: 'memo' }],
      ['addIndex', { table: 'probe_run', columns: ['tenant_id', 'qty'] }],
      ['dropColumn', { table: 'probe_run', column: 'memo' }],
    ];
    try {
      for (const [i, [operation, spec]] of steps.entries()) {
        const { content } = await drafted(operation, spec);
        await folder.add(`${String(i + 1).padStart(4, '0')}_${operation}`, content);
        const { error } = await migrator.migrateToLatest();
        expect(error, `${operation}: ${String(error)}`).toBeUndefined();
      }
      const run = await detail('probe_run');
      expect(run.columns.map((c) => c.name)).toContain('qty');
      expect(run.columns.map((c) => c.name)).not.toContain('memo');
      expect(run.indexes.map((index) => index.name).sort()).toEqual([
        'ix_probe_run_tenant',
        'ix_probe_run_tenant_id_qty',
        'ux_probe_run_title',
      ]);
      const { error } = await migrator.migrateTo(NO_MIGRATIONS);
      expect(error).toBeUndefined();
      expect((await root.get(url('columnList/probe_run'))).json.code).toBe(404);
    } finally {
      folder.remove();
      await raw.schema.dropTable('probe_migration').ifExists().execute();
      await raw.schema.dropTable('probe_migration_lock').ifExists().execute();
    }
  });
});
