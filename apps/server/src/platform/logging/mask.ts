/** Names of fields and query parameters whose values are secrets. */
export const SECRET_KEY = /pass(word)?|token|secret|authorization|signature|captcha|smscode/i;
const MAX_TEXT = 8000;

/** A JSON copy of request input with secrets replaced by `***`, cut to a loggable length. */
export function maskedJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  // uploaded files (raw bodies) are logged by size, not content
  if (Buffer.isBuffer(value)) return `[file: ${value.length} bytes]`;
  const text = JSON.stringify(value, (key, v) => (key && SECRET_KEY.test(key) ? '***' : v));
  if (text === undefined) return null;
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}
