/**
 * True when a write failed on a unique index (SQLite, PostgreSQL, MySQL/MariaDB). Services use it to answer a
 * duplicate that slipped past their own check under concurrency with the same 409 as the check itself.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; errno?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  return (
    e.code === '23505' ||
    e.code === 'ER_DUP_ENTRY' ||
    e.errno === 1062 ||
    (typeof e.code === 'string' &&
      (e.code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'))
  );
}
