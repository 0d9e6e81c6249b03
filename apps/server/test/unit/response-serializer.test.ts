import fc from 'fast-check';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { goodsOutput } from '@retail/contracts/api/retail/goods';
import { envelopeSchema } from '../../src/platform/http/envelope.ts';
import { checkerOf, responseSerializer } from '../../src/platform/http/response-serializer.ts';

interface TreeNode {
  id: number;
  children?: TreeNode[] | undefined;
}
const tree: z.ZodType<TreeNode> = z.object({
  id: z.number().int(),
  get children() {
    return z.array(tree).optional();
  },
});

const kitchenSink = envelopeSchema(
  z.object({
    s: z.string(),
    n: z.number(),
    i: z.number().int(),
    b: z.boolean(),
    nothing: z.null(),
    opt: z.string().optional(),
    nullish: z.number().nullish(),
    lit: z.literal([1, 2]),
    en: z.enum(['a', 'b']),
    any: z.unknown(),
    list: z.array(z.object({ x: z.string().nullable() })),
    strict: z.strictObject({ k: z.number() }),
    tree,
  }),
);
const goodsPage = envelopeSchema(pageResultSchema(goodsOutput));

const route = (schema: z.ZodType) => ({ schema, method: 'POST', url: '/api/x', httpStatus: '200' });

/** What the serializer answers, or the error it throws (class and message). */
function outcome(serialize: (data: unknown) => string, data: unknown) {
  try {
    return { json: serialize(data) };
  } catch (error) {
    return { error: `${(error as Error).constructor.name}: ${(error as Error).message}` };
  }
}

class Instance {
  k = 1;
}
/** A list of two whose first index is a hole. */
function holeThen(item: unknown): unknown[] {
  const list: unknown[] = new Array(2);
  list[1] = item;
  return list;
}

const wild = fc.constantFrom<unknown>(
  undefined,
  null,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  -0,
  1.5,
  2 ** 53,
  10n,
  '',
  'x',
  true,
  0,
  {},
  [],
  holeThen(1),
  new Date(0),
  Object.create(null),
  new Instance(),
);

/** `usual`, and once in a while `unusual`: most generated answers are wholly valid, the rest wrong in one place. */
const rarely = <T>(usual: fc.Arbitrary<T>, unusual: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: usual, weight: 40 }, { arbitrary: unusual, weight: 1 });

/** Values of a schema: mostly valid, some wild, objects with keys missing, extra, reordered or unusual. */
function valuesOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  return rarely(validOf(schema, depth), wild);
}

function validOf(schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'string':
      return fc.string({ maxLength: 4 });
    case 'number':
      return (def.checks ?? []).length > 0
        ? fc.maxSafeInteger()
        : fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'unknown':
      return fc.jsonValue({ maxDepth: 1 });
    case 'literal':
    case 'enum':
      return fc.constantFrom(...(schema._zod.values as Set<unknown>));
    case 'nullable':
      return fc.oneof(fc.constant(null), valuesOf(def.innerType as z.ZodType, depth));
    case 'optional':
      return fc.oneof(fc.constant(undefined), valuesOf(def.innerType as z.ZodType, depth));
    case 'array':
      return depth > 2
        ? fc.constant([])
        : fc.array(valuesOf(def.element as z.ZodType, depth + 1), { maxLength: 3 });
    case 'object':
      return objectsOf(def.shape as Record<string, z.ZodType>, depth);
    default:
      throw new Error(`no values for ${def.type}`);
  }
}

function objectsOf(shape: Record<string, z.ZodType>, depth: number): fc.Arbitrary<unknown> {
  const keys = Object.keys(shape);
  const entries = fc.tuple(...keys.map((key) => valuesOf(shape[key] as z.ZodType, depth + 1)));
  return fc
    .record({
      values: entries,
      dropped: rarely(fc.constant<string[]>([]), fc.subarray(keys, { maxLength: 1 })),
      extra: rarely(fc.constant(false), fc.constant(true)),
      reordered: rarely(fc.constant(false), fc.constant(true)),
      proto: rarely(fc.constant('plain'), fc.constantFrom('none', 'class')),
    })
    .map(({ values, dropped, extra, reordered, proto }) => {
      let pairs = keys.map((key, i) => [key, values[i]] as const).filter(([key]) => !dropped.includes(key));
      if (reordered) pairs = [...pairs].reverse();
      if (extra) pairs = [...pairs, ['extra', 1]];
      const target =
        proto === 'none' ? Object.create(null) : proto === 'class' ? Object.create(Instance.prototype) : {};
      return Object.assign(target as object, Object.fromEntries(pairs));
    });
}

describe('response serializer', () => {
  it('writes what zod’s encoding writes, or refuses with the same error', () => {
    for (const schema of [kitchenSink, goodsPage]) {
      const ours = responseSerializer(route(schema));
      const zods = serializerCompiler(route(schema));
      const matches = checkerOf(schema) as (value: unknown) => boolean;
      let fast = 0;
      fc.assert(
        fc.property(valuesOf(schema), (data) => {
          if (matches(data)) fast++;
          expect(outcome(ours, data)).toEqual(outcome(zods, data));
        }),
        { numRuns: 3000 },
      );
      // the comparison covered the checked path, not only the fallback
      expect(fast).toBeGreaterThan(30);
    }
  });

  it('matches zod on values whose own keys are not all zod reads, and on sparse lists', () => {
    const schema = z.object({
      maybe: z.object({ a: z.string().optional() }),
      tags: z.array(z.string()),
    });
    const ours = responseSerializer(route(schema));
    const zods = serializerCompiler(route(schema));
    const hidden = Object.defineProperty({}, 'a', { value: 'hidden', enumerable: false });
    const edges: unknown[] = [
      // JSON.stringify writes a Date as its text, zod as an object without keys
      { maybe: new Date(0), tags: [] },
      // zod reads an inherited or non-enumerable key, JSON.stringify does not
      { maybe: Object.create({ a: 'inherited' }), tags: [] },
      { maybe: hidden, tags: [] },
      // zod checks a hole as undefined, JSON.stringify writes null
      { maybe: {}, tags: holeThen('x') },
      { maybe: { a: undefined }, tags: ['x'] },
    ];
    for (const data of edges) expect(outcome(ours, data)).toEqual(outcome(zods, data));
  });

  it('writes a goods page as it is', () => {
    const item = {
      id: 1,
      code: 'A1',
      name: '牛奶',
      categoryId: null,
      categoryName: null,
      supplierId: 3,
      supplierName: 'S',
      unit: null,
      spec: null,
      brand: null,
      costPrice: 1.5,
      retailPrice: 2,
      memberPrice: 1.8,
      minStock: 0,
      images: ['/upload/a.png'],
      status: 1,
      remark: null,
      stockQty: -2,
      createTime: '2026-01-01 08:00:00',
      updateTime: null,
    };
    const page = { page: 1, pageSize: 20, total: 1, totalPages: 1, items: [item], hasPrevPage: false };
    const answer = { code: 200, type: 'success', message: '', extras: null, time: '2026-01-01 08:00:00' };
    const data = { ...answer, result: { ...page, hasNextPage: false } };
    expect(checkerOf(goodsPage)?.(data)).toBe(false); // result is not in the envelope's order
    const ordered = {
      code: 200,
      type: 'success',
      message: '',
      result: data.result,
      extras: null,
      time: data.time,
    };
    expect(checkerOf(goodsPage)?.(ordered)).toBe(true);
    expect(responseSerializer(route(goodsPage))(ordered)).toBe(JSON.stringify(ordered));
    expect(responseSerializer(route(goodsPage))(data)).toBe(JSON.stringify(ordered));
  });

  it('leaves to zod the schemas whose output may differ from their input', () => {
    for (const schema of [
      z.union([z.string(), z.number()]),
      z.string().min(1),
      z.number().positive(),
      z.looseObject({ a: z.string() }),
      z.object({ a: z.string() }).refine(() => true),
      z.lazy(() => z.string()),
      z.string().transform((s) => s.length),
      z.string().default('x'),
      z.date(),
      z.object({ toJSON: z.string() }),
    ]) {
      expect(checkerOf(schema)).toBeUndefined();
    }
  });
});
