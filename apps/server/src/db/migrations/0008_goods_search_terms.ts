import { sql } from 'kysely';
import { dialectOf, type MigrationDb } from './helpers.ts';

type Dialect = ReturnType<typeof dialectOf>;

/**
 * The goods keyword search becomes index lookups for every keyword length, on every database, with the page
 * total read from the same index (docs/performance.md: one- and two-character keywords scanned before).
 *
 * retail_goods_search holds, for each live goods, the search terms of its code, name and live barcodes,
 * lowercased by the database's own lower():
 * - every one- and two-character substring (a keyword of one or two characters is found by equality, and
 *   the rows of one term are already in code order, so a page is a short index range), and
 * - every suffix of three or more characters, cut at 64 characters, the longest keyword (a longer keyword is
 *   found by a prefix range over the suffixes: "contains" = "some suffix starts with").
 * A term never spans two texts. Rows of deleted goods and barcodes are removed, so counting one term's rows
 * counts matching goods. Triggers keep the rows current, so no write path has to remember them.
 * Terms compare bytewise (SQLite BINARY, PostgreSQL "C", MySQL varbinary): no padding or accent rules, so the
 * search is exactly "the lowercased text contains the lowercased keyword" everywhere.
 * It replaces the SQLite FTS5 trigram index of 0007; PostgreSQL keeps its pg_trgm indexes for other filters.
 */
export async function up(db: MigrationDb): Promise<void> {
  const dialect = dialectOf(db);
  if (dialect === 'sqlite') {
    for (const trigger of FTS_TRIGGERS) await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
    await sql`drop table if exists retail_goods_fts`.execute(db);
  }

  const termType =
    dialect === 'postgres'
      ? sql`varchar(64) collate "C"`
      : dialect === 'mysql'
        ? sql`varbinary(256)`
        : sql`text`;
  const columns = ['tenant_id', 'term', 'code', 'goods_id'] as const;
  let table = db.schema
    .createTable('retail_goods_search')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('term', termType, (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('goods_id', 'bigint', (c) => c.notNull());
  // PostgreSQL builds the key faster once the rows are in (one sort instead of ten million inserts)
  if (dialect !== 'postgres') table = table.addPrimaryKeyConstraint('pk_retail_goods_search', [...columns]);
  if (dialect === 'sqlite') table = table.modifyEnd(sql`without rowid`);
  if (dialect === 'mysql') {
    table = table.modifyEnd(sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`);
  }
  await table.execute();

  // character positions 1..128 (the longest name), for cutting texts into terms in plain SQL
  await db.schema
    .createTable('retail_search_position')
    .addColumn('n', 'integer', (c) => c.primaryKey())
    .execute();
  await db
    .insertInto('retail_search_position')
    .values(Array.from({ length: 128 }, (_, i) => ({ n: i + 1 })))
    .execute();

  if (dialect === 'sqlite') await sqliteTriggers(db);
  if (dialect === 'postgres') await postgresTriggers(db);
  if (dialect === 'mysql') await mysqlTriggers(db);

  // the existing goods, in key order (SQLite and InnoDB then append to their key's B-tree)
  if (dialect === 'postgres') {
    await sql`set local work_mem = '256MB'`.execute(db);
    await sql`set local maintenance_work_mem = '512MB'`.execute(db);
  }
  const order = dialect === 'postgres' ? '' : 'order by 1, 2, 3, 4';
  await sql
    .raw(
      `insert into retail_goods_search (tenant_id, term, code, goods_id) ${termsOf(dialect, '1 = 1')} ${order}`,
    )
    .execute(db);
  if (dialect === 'postgres') {
    await sql
      .raw(
        `alter table retail_goods_search add constraint pk_retail_goods_search primary key (${columns.join(', ')})`,
      )
      .execute(db);
  }
  await db.schema
    .createIndex('ix_retail_goods_search_goods')
    .on('retail_goods_search')
    .column('goods_id')
    .execute();
  // planner statistics for the new table (PostgreSQL's autovacuum later sets the visibility map that lets the
  // counts read the index alone)
  if (dialect !== 'mysql') await sql`analyze retail_goods_search`.execute(db);
}

const FTS_TRIGGERS = [
  'retail_goods_fts_goods_insert',
  'retail_goods_fts_goods_update',
  'retail_goods_fts_goods_delete',
  'retail_goods_fts_barcode_insert',
  'retail_goods_fts_barcode_update',
  'retail_goods_fts_barcode_delete',
];

/** The search rows of the live goods matching `where` (on `g`), each once. */
function termsOf(dialect: Dialect, where: string): string {
  const length = dialect === 'sqlite' ? 'length' : 'char_length';
  const cut = 'substr(s.t, p.n, w.width)';
  // MySQL compares the texts by their (accent-blind) collation: the terms are made binary before DISTINCT
  const term = dialect === 'mysql' ? `cast(${cut} as binary)` : cut;
  const live = `${where} and g.is_delete = 0`;
  return `
    select distinct s.tenant_id, ${term}, s.code, s.goods_id
    from (
      select g.tenant_id, g.id as goods_id, g.code, lower(g.code) as t from retail_goods g where ${live}
      union all
      select g.tenant_id, g.id, g.code, lower(g.name) from retail_goods g where ${live}
      union all
      select g.tenant_id, g.id, g.code, lower(b.barcode) from retail_goods g
        join retail_barcode b on b.goods_id = g.id and b.tenant_id = g.tenant_id and b.is_delete = 0
        where ${live}
    ) s
    join retail_search_position p on p.n <= ${length}(s.t)
    join (select 1 as width union all select 2 union all select 64) w
      on (w.width < 3 and w.width <= ${length}(s.t) - p.n + 1) or (w.width = 64 and ${length}(s.t) - p.n >= 2)`;
}

/** Statements that rewrite the search rows of goods `id` (an SQL expression). */
const refresh = (dialect: Dialect, id: string) =>
  `delete from retail_goods_search where goods_id = ${id};
   insert into retail_goods_search (tenant_id, term, code, goods_id) ${termsOf(dialect, `g.id = ${id}`)};`;

async function sqliteTriggers(db: MigrationDb): Promise<void> {
  const triggers = [
    `create trigger retail_goods_search_goods_insert after insert on retail_goods
       begin ${refresh('sqlite', 'new.id')} end`,
    `create trigger retail_goods_search_goods_update after update of tenant_id, code, name, is_delete on retail_goods
       begin ${refresh('sqlite', 'new.id')} end`,
    `create trigger retail_goods_search_goods_delete after delete on retail_goods
       begin delete from retail_goods_search where goods_id = old.id; end`,
    `create trigger retail_goods_search_barcode_insert after insert on retail_barcode
       begin ${refresh('sqlite', 'new.goods_id')} end`,
    `create trigger retail_goods_search_barcode_update
       after update of tenant_id, goods_id, barcode, is_delete on retail_barcode
       begin ${refresh('sqlite', 'old.goods_id')} end`,
    `create trigger retail_goods_search_barcode_moved after update of goods_id on retail_barcode
       when old.goods_id <> new.goods_id begin ${refresh('sqlite', 'new.goods_id')} end`,
    `create trigger retail_goods_search_barcode_delete after delete on retail_barcode
       begin ${refresh('sqlite', 'old.goods_id')} end`,
  ];
  for (const trigger of triggers) await sql.raw(trigger).execute(db);
}

async function postgresTriggers(db: MigrationDb): Promise<void> {
  const statements = [
    `create function retail_goods_search_refresh(goods bigint) returns void language sql as $$
       ${refresh('postgres', 'goods')}
     $$`,
    `create function retail_goods_search_on_goods() returns trigger language plpgsql as $$
     begin
       if tg_op = 'DELETE' then
         delete from retail_goods_search where goods_id = old.id;
       else
         perform retail_goods_search_refresh(new.id);
       end if;
       return null;
     end $$`,
    `create trigger retail_goods_search_goods
       after insert or delete or update of tenant_id, code, name, is_delete on retail_goods
       for each row execute function retail_goods_search_on_goods()`,
    `create function retail_goods_search_on_barcode() returns trigger language plpgsql as $$
     begin
       if tg_op <> 'INSERT' then
         perform retail_goods_search_refresh(old.goods_id);
       end if;
       if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.goods_id <> old.goods_id) then
         perform retail_goods_search_refresh(new.goods_id);
       end if;
       return null;
     end $$`,
    `create trigger retail_goods_search_barcode
       after insert or delete or update of tenant_id, goods_id, barcode, is_delete on retail_barcode
       for each row execute function retail_goods_search_on_barcode()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function mysqlTriggers(db: MigrationDb): Promise<void> {
  const changed = (columns: string[]) => columns.map((c) => `not (old.${c} <=> new.${c})`).join(' or ');
  const statements = [
    `create procedure retail_goods_search_refresh(in goods bigint) modifies sql data
     begin ${refresh('mysql', 'goods')} end`,
    `create trigger retail_goods_search_goods_insert after insert on retail_goods for each row
       call retail_goods_search_refresh(new.id)`,
    `create trigger retail_goods_search_goods_update after update on retail_goods for each row
       begin
         if ${changed(['tenant_id', 'code', 'name', 'is_delete'])} then
           call retail_goods_search_refresh(new.id);
         end if;
       end`,
    `create trigger retail_goods_search_goods_delete after delete on retail_goods for each row
       delete from retail_goods_search where goods_id = old.id`,
    `create trigger retail_goods_search_barcode_insert after insert on retail_barcode for each row
       call retail_goods_search_refresh(new.goods_id)`,
    `create trigger retail_goods_search_barcode_update after update on retail_barcode for each row
       begin
         if ${changed(['tenant_id', 'goods_id', 'barcode', 'is_delete'])} then
           call retail_goods_search_refresh(old.goods_id);
           if old.goods_id <> new.goods_id then
             call retail_goods_search_refresh(new.goods_id);
           end if;
         end if;
       end`,
    `create trigger retail_goods_search_barcode_delete after delete on retail_barcode for each row
       call retail_goods_search_refresh(old.goods_id)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
