import { StringDecoder } from 'node:string_decoder';
import { sql } from 'kysely';
import { corrupt } from './archive-reader.ts';
import type { AnyDb, TableSpec } from './table-catalog.ts';

export type Value = number | string | null;
type Fragment = ReturnType<typeof sql>;
const PAGE_ROWS = 2000;

function encodeValue(value: unknown, column: string): Value {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'bigint' && value <= BigInt(Number.MAX_SAFE_INTEGER)) return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  throw new Error(`column ${column}: a ${typeof value} cannot be archived`);
}

/**
 * A table's rows as JSON lines, in key order: tables with an `id` are read a page at a time by id; the few without
 * one (seed bookkeeping) are read whole and ordered by their text, so the order never depends on a collation.
 */
export async function* tableLines(
  db: AnyDb,
  table: TableSpec,
  condition: ReturnType<typeof sql> | null,
  onRows: (count: number) => void,
): AsyncGenerator<string> {
  const columns = sql.join(table.columns.map((c) => sql.ref(c)));
  const where = (extra: ReturnType<typeof sql> | null) => {
    const parts = [condition, extra].filter((p) => p !== null);
    return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
  };
  const line = (row: Record<string, unknown>) =>
    `${JSON.stringify(table.columns.map((c) => encodeValue(row[c], `${table.name}.${c}`)))}\n`;
  if (!table.columns.includes('id')) {
    const { rows } = await sql<
      Record<string, unknown>
    >`select ${columns} from ${sql.table(table.name)} ${where(null)}`.execute(db);
    const lines = rows.map(line).sort();
    onRows(lines.length);
    yield lines.join('');
    return;
  }
  let last: number | null = null;
  for (;;) {
    const after: Fragment | null = last === null ? null : sql`id > ${last}`;
    const { rows }: { rows: Record<string, unknown>[] } = await sql<
      Record<string, unknown>
    >`select ${columns} from ${sql.table(table.name)} ${where(after)} order by id limit ${sql.lit(PAGE_ROWS)}`.execute(
      db,
    );
    if (rows.length === 0) return;
    onRows(rows.length);
    yield rows.map(line).join('');
    if (rows.length < PAGE_ROWS) return;
    last = Number(rows[rows.length - 1]?.id);
  }
}

/** The rows of a table entry, parsed, each with as many values as the table has columns. */
export async function* entryRows(
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  table: string,
  width: number,
): AsyncGenerator<Value[]> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  const parse = (text: string): Value[] => {
    let row: unknown;
    try {
      row = JSON.parse(text);
    } catch {
      throw corrupt(`${table}: a row is not JSON`);
    }
    if (!Array.isArray(row) || row.length !== width) throw corrupt(`${table}: a row has the wrong width`);
    return row as Value[];
  };
  for await (const chunk of chunks) {
    const text = rest + decoder.write(chunk);
    const lines = text.split('\n');
    rest = lines.pop() ?? '';
    for (const text of lines) yield parse(text);
  }
  rest += decoder.end();
  if (rest !== '') throw corrupt(`${table}: the last row is cut`);
}
