import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonSchema, OpenApiDocument, Parameter } from '../reliability/support/openapi-fuzz.ts';
import { type Api, signInAs } from '../support/client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** A value the parameter's schema accepts, so the call gets past validation (ids that name no row). */
function sample(schema: JsonSchema): string {
  if (schema.enum?.length) return String(schema.enum[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number')
    return String(Math.max(Number(schema.minimum ?? 1), 1) + 987654);
  if (type === 'boolean') return 'true';
  return 'probe';
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The template's clients send query names in PascalCase (`?Id=5`); the route layer matches names ignoring case
 * on every route, so no detail call accepts `?Id=` while another refuses it.
 */
describe('query names on every GET route', () => {
  let t: TestApp;
  let root: Api;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    root = await signInAs(t, 'superadmin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answer a PascalCase or upper-case name as they answer the declared one', async () => {
    const doc = (await t.app.openApi()) as unknown as OpenApiDocument;
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      const get = operations.get;
      const params = (get?.parameters ?? []) as Parameter[];
      if (path.includes('{') || !params.some((p) => p.in === 'query')) continue;
      const query = params.filter((p) => p.in === 'query' && (p.required || p.name === 'id'));
      if (query.length === 0) continue;
      const url = (name: (n: string) => string) =>
        `${path}?${query.map((p) => `${name(p.name)}=${encodeURIComponent(sample(p.schema))}`).join('&')}`;
      const declared = await root.get(url((n) => n));
      const asPascal = await root.get(url(pascal));
      const asUpper = await root.get(url((n) => n.toUpperCase()));
      expect(declared.status, `${path} declared`).toBeLessThan(500);
      expect([asPascal.status, asPascal.json.code], `${path} PascalCase`).toEqual([
        declared.status,
        declared.json.code,
      ]);
      expect([asUpper.status, asUpper.json.code], `${path} upper case`).toEqual([
        declared.status,
        declared.json.code,
      ]);
      if (query.some((p) => p.name === 'id')) {
        expect(declared.json.code, `${path}?id= names no row`).not.toBe(400);
        checked.push(path);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        '/api/goods/detail',
        '/api/saleOrder/detail',
        '/api/sysConfig/detail',
        '/api/sysUser/detail',
        '/api/sysTenant/ownMenuList',
        '/api/sysLogOp/detail',
      ]),
    );
  });
});
