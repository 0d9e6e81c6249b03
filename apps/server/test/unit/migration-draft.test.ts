import { fileURLToPath } from 'node:url';
import { addTableSpec } from '@retail/contracts/api/system/migration-spec';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, NO_MIGRATIONS, SqliteDialect, sql } from 'kysely';
import * as prettier from 'prettier';
import { DraftFolder } from '../support/draft-files.ts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addColumnMigration,
  addIndexMigration,
  createTableMigration,
  dropColumnMigration,
  nextMigrationName,
  renameColumnMigration,
  type TableDraft,
} from '../../src/codegen/migration-draft.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const table: TableDraft = {
  table: 'probe_draft',
  comment: 'Drafted in a test.',
  tenantScoped: true,
  columns: [
    { column: 'title', dataType: 'string', length: 64, nullable: false, defaultValue: '' },
    { column: 'price', dataType: 'money', nullable: false, defaultValue: 0 },
    { column: 'note', dataType: 'text', nullable: true },
  ],
  indexes: [{ columns: ['tenant_id', 'title'], unique: true }],
};

/** The drafts of every operation, in the order they run. */
const drafts: Array<[name: string, text: string]> = [
  ['0001_probe_draft', createTableMigration(table)],
  [
    '0002_probe_draft_add_qty',
    addColumnMigration('probe_draft', {
      column: 'qty',
      dataType: 'integer',
      nullable: false,
      defaultValue: 1,
    }),
  ],
  ['0003_probe_draft_rename_note', renameColumnMigration('probe_draft', 'note', 'memo')],
  ['0004_probe_draft_index_qty', addIndexMigration('probe_draft', ['tenant_id', 'qty'], false)],
  ['0005_probe_draft_drop_memo', dropColumnMigration('probe_draft', 'memo', 'text')],
];

const folder = new DraftFolder();
afterAll(() => folder.remove());

describe('migration drafts', () => {
  it('run up and down on SQLite, every operation', async () => {
    for (const [name, text] of drafts) await folder.add(name, text);
    const { migrations } = folder;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the drafted tables are not in the app's schema
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    try {
      const up = await migrator.migrateToLatest();
      expect(up.error).toBeUndefined();
      expect(up.results?.map((r) => r.status)).toEqual(drafts.map(() => 'Success'));
      const columns = (await db.introspection.getTables()).find((t) => t.name === 'probe_draft')?.columns;
      expect(columns?.map((c) => c.name)).toEqual([
        'id',
        'tenant_id',
        'title',
        'price',
        'create_time',
        'update_time',
        'create_user_id',
        'create_user_name',
        'update_user_id',
        'update_user_name',
        'is_delete',
        'qty',
      ]);
      const { rows: indexes } = await sql<{ name: string; unique: number }>`
        select name, "unique" from pragma_index_list('probe_draft') where origin = 'c' order by name`.execute(
        db,
      );
      expect(indexes).toEqual([
        { name: 'ix_probe_draft_tenant', unique: 0 },
        { name: 'ix_probe_draft_tenant_id_qty', unique: 0 },
        { name: 'ux_probe_draft_tenant_id_title', unique: 1 },
      ]);
      // the defaults hold for a row that gives none
      await db.insertInto('probe_draft').values({ id: 1, tenant_id: 7, create_time: 0 }).execute();
      expect(
        await db.selectFrom('probe_draft').select(['title', 'price', 'qty', 'is_delete']).execute(),
      ).toEqual([{ title: '', price: 0, qty: 1, is_delete: 0 }]);

      const down = await migrator.migrateTo(NO_MIGRATIONS);
      expect(down.error).toBeUndefined();
      expect((await db.introspection.getTables()).map((t) => t.name)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('are printed as the formatter prints them, also with the longest names', async () => {
    const long = 'a'.repeat(63);
    const texts = [
      ...drafts.map(([, text]) => text),
      addColumnMigration(long, {
        column: long,
        dataType: 'string',
        length: 2000,
        nullable: false,
        defaultValue: 'x'.repeat(64),
      }),
      addColumnMigration(long, { column: long, dataType: 'integer', nullable: true }),
      renameColumnMigration(long, long, `b${long.slice(1)}`),
      dropColumnMigration(long, long, 'varchar(255)'),
      addIndexMigration(long, [long, `b${long.slice(1)}`], true),
      createTableMigration({ ...table, table: long }),
    ];
    const options = await prettier.resolveConfig(here('../../src/app.ts'));
    for (const text of texts) {
      expect(await prettier.format(text, { ...options, parser: 'typescript' })).toBe(text);
    }
  });

  it('are numbered after the newest migration', () => {
    expect(nextMigrationName(['0001_core', '0019_backup'], 'probe')).toBe('0020_probe');
    expect(nextMigrationName([], `${'a'.repeat(59)}_b`)).toBe(`0001_${'a'.repeat(59)}`);
  });

  it('refuse a table MySQL/MariaDB would refuse, on the field', () => {
    const issues = (spec: unknown) =>
      addTableSpec.safeParse(spec).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    const string = (column: string, length: number) => ({
      column,
      dataType: 'string',
      length,
      nullable: true,
    });
    // 768 characters are 3072 bytes: the most an index key may take
    expect(issues({ table: 'x', columns: [string('a', 768)], indexes: [{ columns: ['a'] }] })).toEqual([]);
    expect(issues({ table: 'x', columns: [string('a', 769)], indexes: [{ columns: ['a'] }] })).toEqual([
      "indexes.0.columns: the index key takes 3076 bytes in utf8mb4, over MySQL/MariaDB's 3072",
    ]);
    // tenant_id (8 bytes) counts too
    expect(
      issues({ table: 'x', columns: [string('a', 767)], indexes: [{ columns: ['tenant_id', 'a'] }] }),
    ).toEqual(["indexes.0.columns: the index key takes 3076 bytes in utf8mb4, over MySQL/MariaDB's 3072"]);
    const wide = Array.from({ length: 17 }, (_, i) => string(`c${i}`, 1000));
    expect(issues({ table: 'x', columns: wide })).toEqual([
      expect.stringMatching(/^columns: a row takes \d+ bytes in utf8mb4, over MySQL\/MariaDB's 65535/),
    ]);
    expect(issues({ table: 'x', columns: wide.slice(0, 16) })).toEqual([]);
    expect(
      issues({
        table: 'x',
        columns: [{ column: 'body', dataType: 'text', nullable: true, defaultValue: 'a' }],
      }),
    ).toEqual(['columns.0.defaultValue: MySQL/MariaDB cannot give a TEXT column a literal default']);
    expect(issues({ table: 'sys_migration_x', columns: [string('a', 1)] })).toEqual([
      'table: a name of the migration bookkeeping',
    ]);
    expect(issues({ table: 'x', columns: [string('id', 1)] })).toEqual([
      'columns.0.column: a common column every drafted table has',
    ]);
  });
});
