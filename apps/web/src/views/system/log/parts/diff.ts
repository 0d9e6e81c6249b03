export interface DiffRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

function parse(text: string | number | null | undefined): Record<string, unknown> {
  if (typeof text !== 'string' || text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { '': value };
  } catch {
    return { '': text };
  }
}

const show = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** Field-by-field comparison of a difference log's before/after JSON snapshots, fields in first-seen order. */
export function diffRows(
  before: string | number | null | undefined,
  after: string | number | null | undefined,
): DiffRow[] {
  const a = parse(before);
  const b = parse(after);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields.map((field) => {
    const was = show(a[field]);
    const now = show(b[field]);
    return { field, before: was, after: now, changed: was !== now };
  });
}
