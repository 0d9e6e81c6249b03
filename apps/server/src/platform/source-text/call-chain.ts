import { widthOf } from './literals.ts';

/**
 * Method chains of generated source (`db.schema.alterTable('t').addColumn(…).execute()`), laid out as the
 * repository's formatter (prettier, width 110) lays out a member chain, so a generated migration is committed as
 * it is.
 */

export const WIDTH = 110;

/** One call of a chain, `name(args…)`; `builder` is a last argument that is an arrow function `(c) => body`. */
export interface Call {
  name: string;
  args: string[];
  builder?: string | null;
}

const argsOf = (call: Call) => [...call.args, ...(call.builder ? [call.builder] : [])];

/** `addColumn('name', 'text', (c) => c.notNull())`, on one line. */
export const flat = (call: Call) => `${call.name}(${argsOf(call).join(', ')})`;

/**
 * A call whose arguments do not fit its line, as prettier breaks it: the arrow function hugged when its head
 * fits (`addColumn('a', 'text', (c) =>` then the body a line below), otherwise one argument a line.
 */
export function brokenCall(head: string, call: Call, indent: string, end: string): string {
  const inner = `${indent}  `;
  if (call.builder) {
    const [params, body] = call.builder.split(' => ') as [string, string];
    const hugged = `${head}${call.name}(${call.args.join(', ')}, ${params} =>`;
    if (widthOf(hugged) <= WIDTH) return [hugged, `${inner}${body},`, `${indent})${end}`].join('\n');
  }
  return [`${head}${call.name}(`, ...argsOf(call).map((arg) => `${inner}${arg},`), `${indent})${end}`].join(
    '\n',
  );
}

/**
 * `await db.schema.a(…).b(…).execute();` at an indent. Prettier keeps a chain of at most two calls after its
 * head on one line (breaking the first call's arguments when it is too long); a longer chain goes on one line
 * when it fits and no call takes an arrow function, otherwise one call a line.
 */
export function chainStatement(head: string, calls: Call[], indent = '  '): string {
  const oneLine = `${indent}await ${head}.${calls.map(flat).join('.')};`;
  const expanded = calls.length > 2 && (calls.some((c) => c.builder) || widthOf(oneLine) > WIDTH);
  if (!expanded && widthOf(oneLine) <= WIDTH) return oneLine;
  if (!expanded) {
    const [first, ...rest] = calls as [Call, ...Call[]];
    const tail = rest.map((call) => `.${flat(call)}`).join('');
    return brokenCall(`${indent}await ${head}.`, first, indent, `${tail};`);
  }
  const inner = `${indent}  `;
  return [
    `${indent}await ${head}`,
    ...calls.map((call, i) => {
      const end = i === calls.length - 1 ? ';' : '';
      const line = `${inner}.${flat(call)}${end}`;
      return widthOf(line) <= WIDTH ? line : brokenCall(`${inner}.`, call, inner, end);
    }),
  ].join('\n');
}
