/**
 * Text no database stores faithfully — NUL and lone UTF-16 surrogates — injected into every string field of every
 * JSON body and into every query and path parameter of every operation, one at a time, on top of the same
 * skeletons as the schema cases (openapi-fuzz.ts). The server refuses each with a 400 naming the field.
 *
 * A lone surrogate cannot travel in a URL (its UTF-8 percent-encoding is invalid): in a path it is sent as
 * `%ED%A0%80` (refused as a bad URL); a query string keeps such a sequence as literal, harmless text, so query
 * parameters get NUL only.
 */
import {
  allowedTypes,
  buildUrl,
  type FuzzCase,
  type FuzzRoute,
  JSON_TYPE,
  type JsonSchema,
  MAX_DEPTH,
  type OpenApiDocument,
  type Operation,
  operationInputs,
  type Path,
  pathLabel,
  type Resolve,
  setAt,
  single,
} from './openapi-fuzz.ts';

const BODY_VALUES: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'a\uD800b'],
];

/** Paths of every value in a JSON body that may be a string (enum strings and free text alike). */
function stringPaths(schema: JsonSchema, resolve: Resolve, path: Path = [], depth = 0): Path[] {
  const out: Path[] = allowedTypes(schema, resolve).has('string') ? [path] : [];
  if (depth >= MAX_DEPTH) return out;
  const s = single(schema, resolve);
  if (!s) return out;
  const type = [s.type ?? ''].flat()[0];
  if (type === 'object' || s.properties) {
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      out.push(...stringPaths(prop, resolve, [...path, name], depth + 1));
    }
  }
  if (type === 'array' && s.items) out.push(...stringPaths(s.items, resolve, [...path, 0], depth + 1));
  return out;
}

function casesFor(doc: OpenApiDocument, method: 'GET' | 'POST', path: string, op: Operation): FuzzCase[] {
  const inputs = operationInputs(doc, path, op);
  const { resolve, pathParams, query, url, bodySchema, body, withBody } = inputs;
  const params = inputs.params.filter((p) => p.in === 'query' || p.in === 'path');

  const cases: FuzzCase[] = [];
  for (const p of params) {
    const value = `${p.in === 'path' ? pathParams[p.name] : (query[p.name] ?? 'a')}\u0000`;
    const q = p.in === 'query' ? { ...query, [p.name]: value } : query;
    const pp = p.in === 'path' ? { ...pathParams, [p.name]: value } : pathParams;
    cases.push(
      withBody({ label: `${p.in}.${p.name}: NUL`, method, url: buildUrl(path, pp, q), field: p.name }),
    );
    if (p.in === 'path') {
      const raw = buildUrl(path, { ...pathParams, [p.name]: 'SURROGATE' }, query).replace(
        'SURROGATE',
        'a%ED%A0%80',
      );
      cases.push(withBody({ label: `path.${p.name}: lone surrogate`, method, url: raw }));
    }
  }
  if (bodySchema) {
    const asBody = (at: Path, rule: string, value: unknown): FuzzCase => ({
      label: `body${pathLabel(at)}: ${rule}`,
      method,
      url,
      contentType: JSON_TYPE,
      payload: JSON.stringify(value),
      field: at.length === 0 ? 'body' : at.join('.'),
    });
    for (const at of stringPaths(bodySchema, resolve)) {
      for (const [rule, value] of BODY_VALUES) {
        cases.push(asBody(at, rule, setAt(body, at, value, bodySchema, resolve)));
      }
    }
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
      cases.push(asBody(['k\\u0000'], 'a key with NUL', { ...body, 'k\u0000': 'v' }));
    }
  }
  return cases;
}

/** Every /api operation with its NUL and lone-surrogate cases (operations without text input left out). */
export function unsafeTextRoutes(doc: OpenApiDocument): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [verb, op] of Object.entries(ops)) {
      const method = verb.toUpperCase();
      if (method !== 'GET' && method !== 'POST') continue;
      const cases = casesFor(doc, method, path, op);
      if (cases.length > 0) routes.push({ method, path, cases });
    }
  }
  return routes;
}
