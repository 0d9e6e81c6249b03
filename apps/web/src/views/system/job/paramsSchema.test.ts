import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formToParams, isJsonText, paramFields, paramsToForm } from './paramsSchema.ts';

/** The server publishes a job type's parameters as zod's JSON Schema; the same happens here. */
const schema = z.toJSONSchema(
  z.strictObject({
    days: z.number().int().min(1).max(3650).default(30).describe('Days to keep'),
    ratio: z.number().gt(0).lt(1).optional(),
    url: z.url(),
    note: z.string().max(20).nullish(),
    method: z.enum(['GET', 'POST']).default('GET'),
    dryRun: z.boolean().default(false),
    headers: z.record(z.string(), z.string()).optional(),
    level: z.literal(3),
    titled: z.string().meta({ title: 'Titled', description: 'with help' }).optional(),
  }),
);

describe('paramFields', () => {
  const fields = paramFields(schema);
  const byName = Object.fromEntries(fields.map((field) => [field.name, field]));

  it('draws one field per property, in order, with its kind and bounds', () => {
    expect(fields.map((f) => [f.name, f.kind])).toEqual([
      ['days', 'integer'],
      ['ratio', 'number'],
      ['url', 'string'],
      ['note', 'string'],
      ['method', 'enum'],
      ['dryRun', 'boolean'],
      ['headers', 'json'],
      ['level', 'enum'],
      ['titled', 'string'],
    ]);
    expect(byName.days).toMatchObject({ minimum: 1, maximum: 3650, default: 30, label: 'Days to keep' });
    expect(byName.note).toMatchObject({ maxLength: 20, required: false });
    expect(byName.method).toMatchObject({ values: ['GET', 'POST'], default: 'GET' });
    expect(byName.level).toMatchObject({ values: [3], required: true });
    expect(byName.titled).toMatchObject({ label: 'Titled', help: 'with help' });
  });

  it('asks only for required properties without a default', () => {
    expect(fields.filter((f) => f.required).map((f) => f.name)).toEqual(['url', 'level']);
  });

  it('has nothing to draw for a schema that is not an object', () => {
    expect(paramFields({ type: 'string' })).toEqual([]);
    expect(paramFields(null)).toEqual([]);
    expect(paramFields({})).toEqual([]);
  });
});

describe('form values and parameters', () => {
  const fields = paramFields(schema);

  it('starts from the job’s values, then the defaults; JSON fields as text', () => {
    const values = paramsToForm(fields, { url: 'https://example.com', headers: { a: 'b' } });
    expect(values).toEqual({
      days: 30,
      url: 'https://example.com',
      method: 'GET',
      dryRun: false,
      headers: JSON.stringify({ a: 'b' }, null, 2),
    });
  });

  it('sends what was filled in, with JSON parsed, and leaves blanks out', () => {
    const params = formToParams(fields, {
      days: 7,
      url: 'https://example.com',
      note: '',
      dryRun: false,
      headers: '{"x": "1"}',
      ratio: null,
    });
    expect(params).toEqual({ days: 7, url: 'https://example.com', dryRun: false, headers: { x: '1' } });
  });

  it('a round trip keeps the parameters', () => {
    const properties = {
      days: 9,
      url: 'https://a.b',
      method: 'POST',
      dryRun: true,
      headers: { k: 'v' },
      level: 3,
    };
    expect(formToParams(fields, paramsToForm(fields, properties))).toEqual(properties);
  });

  it('tells whether a JSON text parses', () => {
    expect(isJsonText('{"a": 1}')).toBe(true);
    expect(isJsonText('  ')).toBe(true);
    expect(isJsonText('{a: 1}')).toBe(false);
  });
});
