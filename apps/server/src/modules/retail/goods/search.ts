import { sql } from 'kysely';

/** The trigram index answers substrings of 3 characters or more; shorter ones scan its (small) rows. */
const TRIGRAM = 3;

/**
 * SQLite: ids of the goods whose code, name or a live barcode contains `keyword`, case-insensitively, from the
 * FTS5 trigram index that migration 0007 keeps current with triggers.
 */
export function sqliteGoodsIdsContaining(keyword: string) {
  if ([...keyword].length >= TRIGRAM) {
    // a quoted phrase: the text is matched literally, wildcards and operators included
    const phrase = `"${keyword.replace(/"/g, '""')}"`;
    return sql<number>`(select rowid from retail_goods_fts where retail_goods_fts match ${phrase})`;
  }
  const pattern = `%${keyword.replace(/[!%_]/g, (c) => `!${c}`)}%`;
  return sql<number>`(select rowid from retail_goods_fts where text like ${pattern} escape '!')`;
}
