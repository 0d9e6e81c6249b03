import { type Compilable, type CompiledQuery, createQueryId, type InferResult } from 'kysely';

/**
 * Statements compiled once per query shape. Building the goods page's two Kysely queries and compiling them
 * (through the naming plugin) costs ~150 µs a request, a third of what SQLite takes to run them; a hot read
 * can instead build its queries once per shape with a slot for each value, and fill the slots per request.
 *
 * A shape is a JSON value: what decides the SQL (which filters are present, the order), with a slot in place
 * of each value (`StatementValues`). Its JSON text is the cache key and `build` is given nothing else, so two
 * shapes never share SQL, and a request's values never enter the SQL text, only its parameters.
 */
export class ShapedStatements<S, Q extends Record<string, Compilable>> {
  private readonly cache = new Map<string, Templates<Q>>();

  constructor(
    private readonly build: (shape: S) => Q,
    private readonly capacity = 200,
  ) {}

  /** The statements of `shape` filled with `values`, compiled on the shape's first use. */
  of(shape: S, values: StatementValues): { [K in keyof Q]: CompiledQuery<InferResult<Q[K]>[number]> } {
    const templates = this.templatesOf(shape);
    const filled: Record<string, CompiledQuery> = {};
    for (const [name, template] of Object.entries<CompiledQuery>(templates))
      filled[name] = fill(template, values);
    return filled as { [K in keyof Q]: CompiledQuery<InferResult<Q[K]>[number]> };
  }

  private templatesOf(shape: S): Templates<Q> {
    const key = JSON.stringify(shape);
    let templates = this.cache.get(key);
    if (templates) {
      // re-inserted below: Map order is the recency order
      this.cache.delete(key);
    } else {
      const built = this.build(shape);
      templates = {} as Templates<Q>;
      for (const [name, query] of Object.entries<Compilable>(built))
        templates[name as keyof Q] = query.compile();
      // the least recently used shape goes
      if (this.cache.size >= this.capacity) this.cache.delete(this.cache.keys().next().value as string);
    }
    this.cache.set(key, templates);
    return templates;
  }
}

type Templates<Q> = { [K in keyof Q]: CompiledQuery };

/** The compiled query a plain Kysely build with these values gives: the template with its slots filled. */
function fill(template: CompiledQuery, values: StatementValues): CompiledQuery {
  return {
    ...template,
    queryId: createQueryId(),
    parameters: template.parameters.map((p) => (p instanceof Slot ? values.of(p.name) : p)),
  };
}

/** A value left out of a shape: the statement holds it as a parameter, filled when it runs. */
class Slot {
  constructor(readonly name: string) {}

  /** in the cache key a slot is its name, never a value */
  toJSON(): string {
    return `?${this.name}`;
  }
}

/** One request's values, handed to the shape as slots. */
export class StatementValues {
  private readonly values = new Map<string, unknown>();

  /** A slot named `name` standing for `value` in the shape (typed as the value, as the query builder wants it). */
  slot<T>(name: string, value: T): T {
    this.values.set(name, value);
    return new Slot(name) as T;
  }

  /**
   * `fields` with every present value (`isPresent`) a slot named after its key, and a list a slot per item; the
   * absent ones are left out, so the shape tells which fields are present and how long each list is.
   */
  slots<T extends object>(fields: T): T {
    const slotted: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(fields)) {
      if (!isPresent(value)) continue;
      slotted[key] = Array.isArray(value)
        ? value.map((item, i) => this.slot(`${key}.${i}`, item))
        : this.slot(key, value);
    }
    return slotted as T;
  }

  of(name: string): unknown {
    if (!this.values.has(name)) throw new Error(`statement parameter ${name} has no value`);
    return this.values.get(name);
  }
}

/** Whether a filter value filters: the rule of `StatementValues.slots`, which a query built from slots follows. */
export const isPresent = <T>(value: T | undefined | null | ''): value is T =>
  value !== undefined && value !== null && value !== '';
