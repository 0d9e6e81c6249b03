import { type Kysely, sql } from 'kysely';
import type { DbType } from '../../src/config.ts';
import { createTable } from '../../src/db/migrations/helpers.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables outside the app's schema
type AnyDb = Kysely<any>;

/**
 * Two tables the migrations do not have, for what they lack: a foreign key (probe_child.parent_id →
 * probe_parent.id, on delete cascade), comments (PostgreSQL and MySQL), and a column too wide for a MySQL index
 * (probe_parent.notes, varchar(1000): 4000 bytes in utf8mb4).
 */
export async function createProbeTables(db: AnyDb, type: DbType): Promise<void> {
  await createTable(db, 'probe_parent')
    .addColumn('label', 'varchar(32)', (c) => c.notNull())
    .addColumn('notes', 'varchar(1000)')
    .execute();
  await createTable(db, 'probe_child')
    .addColumn('parent_id', 'bigint', (c) => c.notNull().references('probe_parent.id').onDelete('cascade'))
    .addColumn('qty', 'integer', (c) => c.notNull().defaultTo(3))
    .execute();
  if (type === 'postgres') {
    await sql`comment on table probe_parent is 'Probe parent'`.execute(db);
    await sql`comment on column probe_parent.label is 'The label'`.execute(db);
  }
  if (type === 'mysql') {
    await sql`alter table probe_parent comment = 'Probe parent'`.execute(db);
    await sql`alter table probe_parent modify label varchar(32) not null comment 'The label'`.execute(db);
  }
}
