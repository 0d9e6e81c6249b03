/**
 * A job type's parameters arrive as JSON Schema (zod's `toJSONSchema` of the type's schema); the job dialog
 * draws one field per property from it. What the form cannot draw (objects, arrays, unions) is a JSON text.
 */

type Json = Record<string, unknown>;
export type EnumValue = string | number | boolean;

interface FieldBase {
  name: string;
  /** the schema's title or description, else the property name */
  label: string;
  /** the description when the label is the title */
  help?: string;
  required: boolean;
  default?: unknown;
}

export type ParamField =
  | (FieldBase & { kind: 'string'; minLength?: number; maxLength?: number; pattern?: string })
  | (FieldBase & { kind: 'number' | 'integer'; minimum?: number; maximum?: number })
  | (FieldBase & { kind: 'boolean' })
  | (FieldBase & { kind: 'enum'; values: EnumValue[] })
  | (FieldBase & { kind: 'json' });

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNullSchema = (schema: unknown) => isObject(schema) && schema.type === 'null';

/** Drops `null` from a nullable schema (`type: [x, 'null']` or `anyOf: [x, {type: 'null'}]`). */
function withoutNull(schema: Json): Json {
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((type) => type !== 'null');
    return types.length === 1 ? { ...schema, type: types[0] } : schema;
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (!Array.isArray(options)) continue;
    const rest = options.filter((option) => !isNullSchema(option));
    if (rest.length === 1 && isObject(rest[0])) {
      const { [key]: _dropped, ...outer } = schema;
      return { ...outer, ...rest[0] };
    }
  }
  return schema;
}

const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The lower and upper bound of a number schema (an exclusive bound of an integer moves by one). */
function bounds(schema: Json, integer: boolean) {
  const step = integer ? 1 : 0;
  const exclusiveMin = numberOr(schema.exclusiveMinimum);
  const exclusiveMax = numberOr(schema.exclusiveMaximum);
  return {
    minimum: numberOr(schema.minimum) ?? (exclusiveMin === undefined ? undefined : exclusiveMin + step),
    maximum: numberOr(schema.maximum) ?? (exclusiveMax === undefined ? undefined : exclusiveMax - step),
  };
}

function fieldOf(name: string, raw: Json, required: boolean): ParamField {
  const schema = withoutNull(raw);
  const title = typeof schema.title === 'string' ? schema.title : undefined;
  const description = typeof schema.description === 'string' ? schema.description : undefined;
  const base: FieldBase = {
    name,
    label: title ?? description ?? name,
    ...(title && description ? { help: description } : {}),
    // a property with a default may be left out: the server fills it in
    required: required && schema.default === undefined,
    ...(schema.default === undefined ? {} : { default: schema.default }),
  };
  if (Array.isArray(schema.enum) && schema.enum.every(isEnumValue)) {
    return { ...base, kind: 'enum', values: schema.enum };
  }
  if (isEnumValue(schema.const)) return { ...base, kind: 'enum', values: [schema.const] };
  switch (schema.type) {
    case 'string':
      return {
        ...base,
        kind: 'string',
        ...defined({
          minLength: numberOr(schema.minLength),
          maxLength: numberOr(schema.maxLength),
          pattern: typeof schema.pattern === 'string' ? schema.pattern : undefined,
        }),
      };
    case 'integer':
    case 'number':
      return { ...base, kind: schema.type, ...defined(bounds(schema, schema.type === 'integer')) };
    case 'boolean':
      return { ...base, kind: 'boolean' };
    default:
      return { ...base, kind: 'json' };
  }
}

function isEnumValue(value: unknown): value is EnumValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function defined<T extends Json>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The fields of an object schema, in the order of its properties; any other schema has none. */
export function paramFields(schema: unknown): ParamField[] {
  if (!isObject(schema) || !isObject(schema.properties)) return [];
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(schema.properties)
    .filter((entry): entry is [string, Json] => isObject(entry[1]))
    .map(([name, property]) => fieldOf(name, property, required.has(name)));
}

/** What the form starts from: the job's own values, else the schema's defaults; JSON fields as text. */
export function paramsToForm(fields: readonly ParamField[], properties: Json | undefined): Json {
  const out: Json = {};
  for (const field of fields) {
    const value = properties && field.name in properties ? properties[field.name] : field.default;
    if (value === undefined) continue;
    out[field.name] = field.kind === 'json' ? JSON.stringify(value, null, 2) : value;
  }
  return out;
}

/** The parameters the form's values stand for: blank fields left out, JSON texts parsed. */
export function formToParams(fields: readonly ParamField[], values: Json | undefined): Json {
  const out: Json = {};
  for (const field of fields) {
    const value = values?.[field.name];
    if (value === undefined || value === null || value === '') continue;
    out[field.name] = field.kind === 'json' && typeof value === 'string' ? JSON.parse(value) : value;
  }
  return out;
}

/** Whether a JSON field's text parses (blank counts: the field is then left out). */
export function isJsonText(text: string | undefined): boolean {
  if (text === undefined || text.trim() === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
