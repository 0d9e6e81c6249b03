/**
 * Invalid and boundary inputs generated from an OpenAPI 3.0 document (the one @fastify/swagger builds from the
 * route schemas). Every case is invalid by construction: it breaks one rule the schema states (a type, a
 * bound, a length, a pattern, an enum, a required or unknown property) on top of a skeleton that satisfies
 * the rest as far as it can, so the server must refuse it without writing anything.
 */

export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
}

export interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzCase {
  /** what rule the case breaks, e.g. `body.lines[0].qty: fractional` */
  label: string;
  method: 'GET' | 'POST';
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  /** the field a refusal must name (unsafe-text cases) */
  field?: string;
}

export interface FuzzRoute {
  method: 'GET' | 'POST';
  path: string;
  cases: FuzzCase[];
}

const HUGE = 'x'.repeat(200_000);
export const MAX_DEPTH = 5;

export type Resolve = (schema: JsonSchema) => JsonSchema;

export function resolver(doc: OpenApiDocument): Resolve {
  return (schema) => {
    let s = schema;
    for (let hops = 0; s.$ref && hops < 10; hops++) {
      const name = s.$ref.split('/').pop() as string;
      s = doc.components?.schemas?.[name] ?? {};
    }
    return s;
  };
}

/** The JSON types a value of this schema may have (`integer` counts as `number`). */
export function allowedTypes(schema: JsonSchema, resolve: Resolve): Set<string> {
  const s = resolve(schema);
  const out = new Set<string>();
  const branches = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
  for (const branch of branches) for (const t of allowedTypes(branch, resolve)) out.add(t);
  for (const t of [s.type ?? []].flat()) out.add(t === 'integer' ? 'number' : t);
  if (s.nullable) out.add('null');
  if (s.enum) for (const v of s.enum) out.add(v === null ? 'null' : typeof v);
  if (s.const !== undefined) out.add(s.const === null ? 'null' : typeof s.const);
  if (out.size === 0 && !s.type && branches.length === 0 && !s.enum) out.add('any');
  return out;
}

/** The one non-null branch of a nullable union, or the schema itself. */
export function single(schema: JsonSchema, resolve: Resolve): JsonSchema | undefined {
  const s = resolve(schema);
  const branches = s.anyOf ?? s.oneOf;
  if (!branches) return s;
  const real = branches.map(resolve).filter((b) => b.type !== 'null');
  return real.length === 1 ? real[0] : undefined;
}

/** A fractional value inside the bounds (far from ±2^53, where doubles have no fractions left). */
function fractional(s: JsonSchema): number {
  const low = lowest(s);
  return (Math.abs(low) < 2 ** 40 ? low : 1) + 0.5;
}

function lowest(s: JsonSchema): number {
  if (typeof s.exclusiveMinimum === 'number') return s.exclusiveMinimum + 1;
  if (s.minimum !== undefined) return s.exclusiveMinimum === true ? s.minimum + 1 : s.minimum;
  return 1;
}

/** A value meeting the schema's stated rules where that is easy (patterns are not solved). */
export function skeleton(schema: JsonSchema, resolve: Resolve, depth = 0): unknown {
  const s = single(schema, resolve) ?? resolve(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum && s.enum.length > 0) return s.enum[0];
  const type = [s.type ?? 'object'].flat()[0];
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth >= MAX_DEPTH) return out;
      for (const name of s.required ?? []) {
        const prop = s.properties?.[name];
        if (prop) out[name] = skeleton(prop, resolve, depth + 1);
      }
      return out;
    }
    case 'array': {
      const n = Math.max(s.minItems ?? 0, depth >= MAX_DEPTH ? 0 : 1);
      return Array.from({ length: n }, () => skeleton(s.items ?? {}, resolve, depth + 1));
    }
    case 'string': {
      const length = Math.min(Math.max(s.minLength ?? 1, 8), s.maxLength ?? 8);
      return 'a'.repeat(length);
    }
    case 'integer':
    case 'number':
      return lowest(s);
    case 'boolean':
      return false;
    default:
      return null;
  }
}

interface Mutation {
  rule: string;
  /** `undefined` removes the property */
  value: unknown;
}

/** Values that break one rule of a leaf schema (for JSON bodies, where types are exact). */
function leafMutations(schema: JsonSchema, resolve: Resolve): Mutation[] {
  const out: Mutation[] = [];
  const types = allowedTypes(schema, resolve);
  if (types.has('any')) return out;
  const wrong: [string, unknown][] = [
    ['object', { x: 1 }],
    ['string', 'not-valid'],
    ['number', 12345],
    ['boolean', true],
  ];
  // zod may coerce booleans and one-item arrays to numbers, so those never count as "wrong" for numbers
  for (const [type, value] of wrong) {
    if (types.has(type)) continue;
    if (types.has('number') && type === 'boolean') continue;
    if (types.has('array') && type === 'object') continue;
    out.push({ rule: `wrong type (${type})`, value });
  }
  if (!types.has('null')) out.push({ rule: 'null', value: null });

  const s = single(schema, resolve);
  if (!s) return out;
  if (s.enum) {
    const candidates = [-1, 999_999, 'no-such-value'];
    const bad = candidates.find((c) => !s.enum?.includes(c) && types.has(typeof c));
    if (bad !== undefined) out.push({ rule: 'outside the enum', value: bad });
    return out;
  }
  const type = [s.type ?? ''].flat()[0];
  if (type === 'string') {
    if (s.maxLength !== undefined) {
      out.push({ rule: `longer than ${s.maxLength}`, value: 'x'.repeat(s.maxLength + 1) });
      if (s.maxLength < HUGE.length) out.push({ rule: 'huge string', value: HUGE });
    }
    if ((s.minLength ?? 0) > 0) out.push({ rule: 'empty string', value: '' });
    if (s.pattern) {
      const bad = ['!!! <script>\u0000', '__proto__'].find((v) => !new RegExp(s.pattern as string).test(v));
      if (bad !== undefined) out.push({ rule: 'pattern mismatch', value: bad });
    }
  }
  if (type === 'integer' || type === 'number') {
    if (type === 'integer') out.push({ rule: 'fractional', value: fractional(s) });
    if (s.minimum !== undefined || typeof s.exclusiveMinimum === 'number') {
      const min = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : (s.minimum as number);
      const below = s.exclusiveMinimum === undefined || s.exclusiveMinimum === false ? min - 1 : min;
      out.push({ rule: `below the minimum (${below})`, value: below });
      if (min >= 0) out.push({ rule: 'negative', value: -5 });
    }
    if (s.maximum !== undefined || typeof s.exclusiveMaximum === 'number') {
      const max = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : (s.maximum as number);
      out.push({ rule: 'above the maximum', value: max >= 2 ** 52 ? 1e300 : max + 1 });
    }
  }
  if (type === 'array') {
    if ((s.minItems ?? 0) > 0) out.push({ rule: 'empty array', value: [] });
    if (s.maxItems !== undefined && s.maxItems <= 2_000) {
      out.push({
        rule: `more than ${s.maxItems} items`,
        value: Array.from({ length: s.maxItems + 1 }, () => skeleton(s.items ?? {}, resolve, MAX_DEPTH - 1)),
      });
    }
  }
  return out;
}

export type Path = (string | number)[];

/** Every mutation of a JSON value, one at a time, by path. */
function bodyMutations(schema: JsonSchema, resolve: Resolve, path: Path = [], depth = 0): [Path, Mutation][] {
  const out: [Path, Mutation][] = leafMutations(schema, resolve).map((m) => [path, m]);
  if (depth >= MAX_DEPTH) return out;
  const s = single(schema, resolve);
  if (!s) return out;
  const type = [s.type ?? ''].flat()[0];
  if (type === 'object' || s.properties) {
    if (s.additionalProperties === false)
      out.push([[...path, 'unknownField'], { rule: 'unknown field', value: 1 }]);
    for (const name of s.required ?? []) out.push([[...path, name], { rule: 'missing', value: undefined }]);
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      out.push(...bodyMutations(prop, resolve, [...path, name], depth + 1));
    }
  }
  if (type === 'array' && s.items) out.push(...bodyMutations(s.items, resolve, [...path, 0], depth + 1));
  return out;
}

export function setAt(
  root: unknown,
  path: Path,
  value: unknown,
  schema: JsonSchema,
  resolve: Resolve,
): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root);
  let node = copy as Record<string | number, unknown>;
  let nodeSchema = single(schema, resolve) ?? {};
  for (const [i, key] of path.entries()) {
    const childSchema =
      typeof key === 'number' ? (nodeSchema.items ?? {}) : (nodeSchema.properties?.[key] ?? {});
    if (i === path.length - 1) {
      if (value === undefined) delete node[key];
      else node[key] = value;
      break;
    }
    if (node[key] === null || typeof node[key] !== 'object') node[key] = skeleton(childSchema, resolve, 0);
    if (Array.isArray(node[key]) && (node[key] as unknown[]).length === 0) {
      (node[key] as unknown[]).push(skeleton(single(childSchema, resolve)?.items ?? {}, resolve, 0));
    }
    node = node[key] as Record<string | number, unknown>;
    nodeSchema = single(childSchema, resolve) ?? {};
  }
  return copy;
}

export function pathLabel(path: Path): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('');
}

/** Query or path parameter values (always text) that break one rule. */
function textMutations(schema: JsonSchema, resolve: Resolve): Mutation[] {
  const s = single(schema, resolve);
  if (!s) return [];
  const out: Mutation[] = [];
  const type = [s.type ?? ''].flat()[0];
  if (s.enum) {
    const bad = ['no-such-value', '-1', '999999'].find((v) => !s.enum?.map(String).includes(v));
    if (bad) out.push({ rule: 'outside the enum', value: bad });
  } else if (type === 'integer' || type === 'number') {
    out.push({ rule: 'not a number', value: 'abc' });
    if (type === 'integer') out.push({ rule: 'fractional', value: String(fractional(s)) });
    if (s.minimum !== undefined && s.minimum >= 0) out.push({ rule: 'negative', value: '-5' });
    if (s.maximum !== undefined) out.push({ rule: 'above the maximum', value: '1e300' });
  } else if (type === 'string') {
    if (s.maxLength !== undefined) {
      out.push({ rule: `longer than ${s.maxLength}`, value: 'x'.repeat(s.maxLength + 1) });
    }
    if (s.pattern && !new RegExp(s.pattern).test('!!!')) out.push({ rule: 'pattern mismatch', value: '!!!' });
  }
  return out;
}

export function textSkeleton(schema: JsonSchema, resolve: Resolve): string {
  return String(skeleton(schema, resolve));
}

export function buildUrl(
  path: string,
  params: Record<string, string>,
  query: Record<string, string>,
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? '1'));
  const qs = new URLSearchParams(query).toString();
  return qs ? `${filled}?${qs}` : filled;
}

export const JSON_TYPE = 'application/json';

/** Cases every JSON body route gets whatever its schema: broken JSON, wrong top-level types, prototype keys. */
function wholeBodyCases(method: 'GET' | 'POST', url: string, base: unknown): FuzzCase[] {
  const merged = JSON.stringify(base ?? {}).replace(/^\{/, '');
  const sep = merged === '}' ? '' : ',';
  return [
    { label: 'body: broken JSON', method, url, contentType: JSON_TYPE, payload: '{"a": ' },
    { label: 'body: an array', method, url, contentType: JSON_TYPE, payload: '[1,2,3]' },
    { label: 'body: a string', method, url, contentType: JSON_TYPE, payload: '"text"' },
    { label: 'body: a number', method, url, contentType: JSON_TYPE, payload: '-1.5' },
    {
      label: 'body: __proto__ key',
      method,
      url,
      contentType: JSON_TYPE,
      payload: `{"__proto__":{"isAdmin":true,"accountType":999}${sep}${merged}`,
    },
    {
      label: 'body: constructor.prototype key',
      method,
      url,
      contentType: JSON_TYPE,
      payload: `{"constructor":{"prototype":{"isAdmin":true}}${sep}${merged}`,
    },
    { label: 'body: wrong content type', method, url, contentType: 'text/plain', payload: 'hello' },
  ];
}

/** The valid skeleton of an operation's input, which each case breaks in one place. */
export interface OperationInputs {
  resolve: Resolve;
  params: Parameter[];
  pathParams: Record<string, string>;
  /** the required query parameters */
  query: Record<string, string>;
  /** the URL the valid path and query make */
  url: string;
  bodySchema: JsonSchema | undefined;
  body: unknown;
  /** adds the valid body (when the operation takes one) to a case that breaks something else */
  withBody(c: Omit<FuzzCase, 'contentType' | 'payload'>): FuzzCase;
}

export function operationInputs(doc: OpenApiDocument, path: string, op: Operation): OperationInputs {
  const resolve = resolver(doc);
  const params = op.parameters ?? [];
  const pathParams = Object.fromEntries(
    params.filter((p) => p.in === 'path').map((p) => [p.name, textSkeleton(p.schema, resolve)]),
  );
  const query = Object.fromEntries(
    params
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => [p.name, textSkeleton(p.schema, resolve)]),
  );
  const bodySchema = op.requestBody?.content[JSON_TYPE]?.schema;
  const body = bodySchema ? skeleton(bodySchema, resolve) : undefined;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return {
    resolve,
    params,
    pathParams,
    query,
    url: buildUrl(path, pathParams, query),
    bodySchema,
    body,
    withBody: (c) => (payload === undefined ? c : { ...c, contentType: JSON_TYPE, payload }),
  };
}

/** All cases for one operation; `undefined` when it takes no input at all (nothing to make invalid). */
export function casesFor(
  doc: OpenApiDocument,
  method: 'GET' | 'POST',
  path: string,
  op: Operation,
): FuzzCase[] | undefined {
  const { resolve, params, pathParams, query, url, bodySchema, body, withBody } = operationInputs(
    doc,
    path,
    op,
  );
  if (params.length === 0 && !bodySchema) return undefined;
  const cases: FuzzCase[] = [];

  for (const p of params) {
    if (p.in !== 'query' && p.in !== 'path') continue;
    for (const m of textMutations(p.schema, resolve)) {
      const q = p.in === 'query' ? { ...query, [p.name]: String(m.value) } : query;
      const pp = p.in === 'path' ? { ...pathParams, [p.name]: String(m.value) } : pathParams;
      cases.push(withBody({ label: `${p.in}.${p.name}: ${m.rule}`, method, url: buildUrl(path, pp, q) }));
    }
    if (p.in === 'query' && p.required) {
      const { [p.name]: _, ...rest } = query;
      cases.push(
        withBody({ label: `query.${p.name}: missing`, method, url: buildUrl(path, pathParams, rest) }),
      );
    }
  }

  if (bodySchema) {
    for (const [at, m] of bodyMutations(bodySchema, resolve)) {
      cases.push({
        label: `body${pathLabel(at)}: ${m.rule}`,
        method,
        url,
        contentType: JSON_TYPE,
        payload: JSON.stringify(setAt(body, at, m.value, bodySchema, resolve)),
      });
    }
    cases.push(...wholeBodyCases(method, url, body));
  }
  return cases;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Bodies for POST routes that declare no JSON input (uploads, imports, templates): garbage where a
 * spreadsheet or a multipart form is expected. Such routes may legitimately ignore a body, so these cases
 * only have to be answered without a 5xx and without writing anything.
 */
export function rawBodyCases(path: string): FuzzCase[] {
  const url = path;
  return [
    {
      label: 'garbage .xlsx',
      method: 'POST',
      url,
      contentType: XLSX_TYPE,
      payload: Buffer.from('PK\u0003\u0004garbage'),
    },
    { label: 'empty .xlsx', method: 'POST', url, contentType: XLSX_TYPE, payload: Buffer.alloc(0) },
    {
      label: 'multipart without boundary',
      method: 'POST',
      url,
      contentType: 'multipart/form-data',
      payload: 'x',
    },
    {
      label: 'truncated multipart',
      method: 'POST',
      url,
      contentType: 'multipart/form-data; boundary=zz',
      payload: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nabc',
    },
    { label: 'JSON array', method: 'POST', url, contentType: JSON_TYPE, payload: '[{"__proto__":{"a":1}}]' },
  ];
}

/**
 * Every /api operation of the document with its cases; operations without input are listed apart
 * (`withoutInput`, as `METHOD path`).
 */
export function fuzzRoutes(doc: OpenApiDocument): { routes: FuzzRoute[]; withoutInput: FuzzRoute[] } {
  const routes: FuzzRoute[] = [];
  const withoutInput: FuzzRoute[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [verb, op] of Object.entries(ops)) {
      const method = verb.toUpperCase();
      if (method !== 'GET' && method !== 'POST') continue;
      const cases = casesFor(doc, method, path, op);
      if (cases) routes.push({ method, path, cases });
      else withoutInput.push({ method, path, cases: method === 'POST' ? rawBodyCases(path) : [] });
    }
  }
  return { routes, withoutInput };
}

/** A deterministic spread of at most `limit` cases (the first, the last and evenly between). */
export function sample<T>(items: T[], limit: number): T[] {
  if (items.length <= limit) return items;
  const step = (items.length - 1) / (limit - 1);
  return Array.from({ length: limit }, (_, i) => items[Math.round(i * step)] as T);
}
