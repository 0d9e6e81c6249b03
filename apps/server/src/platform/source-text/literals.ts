/**
 * Pieces of generated TypeScript source, written exactly as the repository's formatter (prettier: single quotes,
 * trailing commas, width 110) would print them, so generated text can be committed as it is.
 */

/** `retail_goods` → `retailGoods`, as Kysely's CamelCasePlugin names a column. */
export function camelOf(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** `retail_goods` → `RetailGoods`. */
export function pascalOf(snake: string): string {
  const camel = camelOf(snake);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

/** `retail_goods` → `retail-goods`, for file names. */
export function kebabOf(snake: string): string {
  return snake.replace(/_/g, '-');
}

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
  '\v': '\\v',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

const hex = (ch: string, digits: number) => ch.charCodeAt(0).toString(16).padStart(digits, '0');

/**
 * A string literal: single quotes unless the text holds more single than double quotes (prettier's choice),
 * with backslashes, the chosen quote and control characters escaped.
 */
export function stringLiteral(text: string): string {
  const singles = text.split("'").length - 1;
  const doubles = text.split('"').length - 1;
  const quote = singles > doubles ? '"' : "'";
  let body = '';
  for (const ch of text) {
    if (ch === quote) body += `\\${ch}`;
    else if (ESCAPES[ch] !== undefined) body += ESCAPES[ch];
    else if (ch < ' ' || ch === '\u007f') body += `\\x${hex(ch, 2)}`;
    else if (ch.length === 1 && ch >= '\ud800' && ch <= '\udfff') body += `\\u${hex(ch, 4)}`;
    else body += ch;
  }
  return `${quote}${body}${quote}`;
}

/** A number literal as prettier prints it (`1e21`, not `1e+21`). */
export function numberLiteral(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  return String(value).replace('e+', 'e');
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** An object key: bare when it is an identifier, quoted otherwise. */
export function propertyKey(name: string): string {
  return IDENTIFIER.test(name) ? name : stringLiteral(name);
}

/** A JSDoc block at an indent, `*\/` inside the text defused; null when there is no text. */
export function docComment(text: string | null | undefined, indent = ''): string | null {
  const lines = (text ?? '')
    .replace(/\*\//g, '*\\/')
    .split(/\r?\n/)
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  while (lines.length > 0 && lines[0] === '') lines.shift();
  if (lines.length === 0) return null;
  if (lines.length === 1) return `${indent}/** ${lines[0]} */`;
  return [
    `${indent}/**`,
    ...lines.map((line) => (line ? `${indent} * ${line}` : `${indent} *`)),
    `${indent} */`,
  ].join('\n');
}

/** East Asian wide and full-width characters, which the formatter counts as two columns. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]/u;

/** The columns a line takes, as the formatter measures it against its width. */
export function widthOf(line: string): number {
  let width = 0;
  for (const ch of line) width += WIDE.test(ch) ? 2 : 1;
  return width;
}
