import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The response serializer: zod's encoding of the route's response schema, then JSON. Encoding walks the schema
 * and copies every object, so a result that already has the schema's form (a page of 20 goods) is checked
 * with a function compiled once per schema instead, and written as it is: when `matches(data)`, zod's output
 * would be `data` again key for key. Anything else (another form, a value zod would refuse, a schema feature
 * the checker does not model) goes through zod as before, which gives the same answer or the same error.
 */
export const responseSerializer: FastifySerializerCompiler<unknown> = (route) => {
  const viaZod = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  const matches = route.schema instanceof z.ZodType ? checkerOf(route.schema) : undefined;
  if (!matches) return viaZod;
  return (data) => (matches(data) ? JSON.stringify(data) : viaZod(data));
};

/** Whether zod would encode a value as the value itself; undefined for a schema it cannot tell that of. */
type Checker = (value: unknown) => boolean;

/** The checker of a schema, or undefined when any part of it is a feature the checker does not model. */
export function checkerOf(schema: z.ZodType): Checker | undefined {
  try {
    return compile(schema, new Map());
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

class Unsupported extends Error {}

/** The one check a number may carry: `.int()`, which zod 4 takes as a safe integer. */
const isSafeIntCheck = (check: unknown) => {
  const def = (check as { _zod?: { def?: { check?: string; format?: string } } })._zod?.def;
  return def?.check === 'number_format' && def.format === 'safeint';
};

const isPlain = (value: object, prototype: object) => {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === prototype || proto === null;
};

/**
 * `compiled` holds every schema met so far: a recursive schema (a tree's `get children()`) meets itself again,
 * and the inner use calls the checker being compiled once it is done.
 */
function compile(schema: z.ZodType, compiled: Map<z.ZodType, Checker | undefined>): Checker {
  if (compiled.has(schema)) {
    return compiled.get(schema) ?? ((v) => (compiled.get(schema) as Checker)(v));
  }
  compiled.set(schema, undefined);
  const checker = compileNew(schema, compiled);
  compiled.set(schema, checker);
  return checker;
}

function compileNew(schema: z.ZodType, compiled: Map<z.ZodType, Checker | undefined>): Checker {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const checks = (def.checks ?? []) as unknown[];
  if (def.type !== 'number' && checks.length > 0) throw new Unsupported();
  switch (def.type) {
    case 'string':
      return (v) => typeof v === 'string';
    case 'boolean':
      return (v) => typeof v === 'boolean';
    case 'null':
      return (v) => v === null;
    case 'unknown':
    case 'any':
      return () => true;
    case 'number': {
      if (def.coerce || !checks.every(isSafeIntCheck)) throw new Unsupported();
      return checks.length > 0
        ? (v) => Number.isSafeInteger(v)
        : (v) => typeof v === 'number' && Number.isFinite(v);
    }
    case 'literal':
    case 'enum': {
      const values = schema._zod.values as Set<unknown>;
      return (v) => values.has(v);
    }
    case 'nullable': {
      const inner = compile(def.innerType as z.ZodType, compiled);
      return (v) => v === null || inner(v);
    }
    case 'optional': {
      const inner = compile(def.innerType as z.ZodType, compiled);
      return (v) => v === undefined || inner(v);
    }
    case 'array': {
      const element = compile(def.element as z.ZodType, compiled);
      return (v) => {
        if (!Array.isArray(v) || !isPlain(v, Array.prototype)) return false;
        // every index, holes too (zod reads them as undefined; `every` would skip them)
        for (let i = 0; i < v.length; i++) if (!element(v[i])) return false;
        return true;
      };
    }
    case 'object':
      return objectChecker(
        def.shape as Record<string, z.ZodType>,
        def.catchall as z.ZodType | undefined,
        compiled,
      );
    default:
      throw new Unsupported();
  }
}

/**
 * zod strips unknown keys and writes the schema's keys in the schema's order, reading each with `key in input`;
 * an absent key is left out only for an `.optional()` schema. So the value passes as it is when its own keys
 * are the schema's keys (those present) in the schema's order, and no other key is reachable on it.
 */
function objectChecker(
  shape: Record<string, z.ZodType>,
  catchall: z.ZodType | undefined,
  compiled: Map<z.ZodType, Checker | undefined>,
): Checker {
  // a loose object (catchall) keeps unknown keys in its own order
  if (catchall !== undefined && catchall._zod.def.type !== 'never') throw new Unsupported();
  // JSON.stringify would call it
  if (Object.hasOwn(shape, 'toJSON')) throw new Unsupported();
  const fields = Object.entries(shape).map(([key, field]) => ({
    key,
    check: compile(field, compiled),
    mayBeAbsent: field._zod.optin === 'optional' && field._zod.optout === 'optional',
  }));
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v) || !isPlain(v, Object.prototype))
      return false;
    const record = v as Record<string, unknown>;
    const keys = Object.keys(record);
    let next = 0;
    for (const { key, check, mayBeAbsent } of fields) {
      if (keys[next] === key) {
        if (!check(record[key])) return false;
        next++;
      } else if (!mayBeAbsent || key in record) {
        return false;
      }
    }
    return next === keys.length;
  };
}
