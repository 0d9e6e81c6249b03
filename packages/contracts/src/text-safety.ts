/**
 * Text no database stores faithfully: a NUL character (PostgreSQL refuses it in text) or a UTF-16 surrogate
 * without its partner (not Unicode at all: drivers replace it, SQLite stores invalid UTF-8). The server refuses
 * such input wherever text comes in (request bodies, query strings, path parameters, form fields, file names,
 * import cells) with a 400 naming the field.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is refused
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

export type TextPath = (string | number)[];

/**
 * The path of the first string in parsed input (a value or an own key of an object, arrays and objects of any
 * prototype, binary data left alone) holding unsafe text: `[]` for the value itself, `['lines', 0, 'remark']`
 * inside it; `undefined` when there is none. Walks without recursion, so no nesting can overflow the stack.
 */
export function findUnsafeText(value: unknown): TextPath | undefined {
  // each entry links to its parent, so the path is built only for the string found (deep nesting stays linear)
  const stack: Step[] = [{ node: value }];
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    const { node } = step;
    if (typeof node === 'string') {
      if (hasUnsafeText(node)) return pathOf(step);
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ node: node[i], key: i, parent: step });
    } else if (node !== null && typeof node === 'object' && !ArrayBuffer.isView(node)) {
      const entries = Object.entries(node);
      for (const [key] of entries) if (hasUnsafeText(key)) return [...pathOf(step), key];
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push({ node: child, key, parent: step });
      }
    }
  }
  return undefined;
}

interface Step {
  node: unknown;
  key?: string | number;
  parent?: Step;
}

function pathOf(step: Step): TextPath {
  const path: TextPath = [];
  for (let s: Step | undefined = step; s?.key !== undefined; s = s.parent) path.push(s.key);
  return path.reverse();
}

/** A path as messages name fields (`lines.0.remark`); unsafe keys are shown escaped, never raw. */
export function textPathName(path: TextPath, whole: string): string {
  if (path.length === 0) return whole;
  return path
    .map((p) => (typeof p === 'string' && hasUnsafeText(p) ? JSON.stringify(p).slice(1, -1) : String(p)))
    .join('.');
}
