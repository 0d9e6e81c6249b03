import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

const CACHE_SIZE = 500;

/**
 * better-sqlite3 behind Kysely with a cache of prepared statements by SQL text: Kysely prepares every query
 * afresh, and preparing costs about as much as running the short queries of a sale. The least recently used
 * statement is dropped past CACHE_SIZE; a statement still busy (an open iterator) is never handed out twice.
 */
export function withStatementCache(database: SqliteDatabase.Database): KyselySqliteDatabase {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => database.close(),
    prepare: (sql: string) => {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // re-insert: Map order is the recency order
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      return statement;
    },
  };
}
