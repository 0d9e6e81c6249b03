import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { type Answer, type Api, resultOf } from './client.ts';

const ROOT = new URL('../../../../', import.meta.url).pathname;
/** The source trees a route must never write into. */
const WATCHED = ['apps', 'packages'];

function filesUnder(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(path, out);
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

const watchedFiles = () => WATCHED.flatMap((dir) => filesUnder(join(ROOT, dir))).sort();

/** Path, size and modification time of every file under apps/ and packages/ (node_modules left out). */
export function fileStamps(): string[] {
  return watchedFiles().map((path) => {
    const stat = statSync(path);
    return `${path} ${stat.size} ${stat.mtimeMs}`;
  });
}

/** Path and SHA-256 of every file under apps/ and packages/. */
export function fileHashes(): string[] {
  return watchedFiles().map(
    (path) => `${path} ${createHash('sha256').update(readFileSync(path)).digest('hex')}`,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of any table
type AnyDb = Kysely<any>;

/** Every table (the migration bookkeeping included) with its columns, types and nullability. */
export async function schemaOf(db: AnyDb): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables
    .map(
      (t) =>
        `${t.schema ?? ''}.${t.name}: ${t.columns.map((c) => `${c.name} ${c.dataType} ${c.isNullable}`).join(', ')}`,
    )
    .sort();
}

/**
 * The same caller, each call checked to leave the repository's files and the database schema as they were:
 * no route writes a file or runs DDL.
 */
export type WatchedApi = Pick<Api, 'get' | 'post'> & { ok: Pick<Api['ok'], 'get' | 'post'> };

export function watchedApi(api: Api, db: AnyDb): WatchedApi {
  const watched = async (call: () => Promise<Answer>): Promise<Answer> => {
    const files = fileStamps();
    const schema = await schemaOf(db);
    const answer = await call();
    expect(fileStamps()).toEqual(files);
    expect(await schemaOf(db)).toEqual(schema);
    return answer;
  };
  const get = (url: string) => watched(() => api.get(url));
  const post = (url: string, body?: unknown) => watched(() => api.post(url, body));
  return {
    get,
    post,
    ok: {
      get: async <T>(url: string) => resultOf<T>(await get(url), `GET ${url}`),
      post: async <T>(url: string, body?: unknown) => resultOf<T>(await post(url, body), `POST ${url}`),
    },
  };
}
