import type { Field, Model } from '../model.ts';
import { editable, referencing, searched } from '../model.ts';

const RULE_PIECES = {
  mobile: () => 'mobileText',
  phone: () => 'phoneText',
  email: (max: number) => `emailText(${max})`,
  idCard: () => 'idCardText',
  url: (max: number) => `linkText(${max})`,
} as const;

const INT_RANGE = 'z.number().int().min(-2_147_483_648).max(2_147_483_647)';

const maxOf = (f: Field) => (f.col.dataType === 'text' ? 20000 : (f.col.length ?? 255));

/** The zod piece of a value as the form sends it, before optionality. */
function valuePiece(f: Field): string {
  const { dataType, rules } = f.col;
  const rule = rules[0];
  if (rule) return RULE_PIECES[rule](maxOf(f));
  switch (dataType) {
    case 'string':
    case 'text':
      return `z.string().trim().min(1).max(${maxOf(f)})`;
    case 'integer':
      return INT_RANGE;
    case 'money':
      return 'yuan()';
    case 'boolean':
      return 'z.boolean()';
    case 'date':
      return 'dateText';
    case 'datetime':
      return 'dateTimeText';
    case 'reference':
      return 'id';
  }
}

/** A field of the add input: required, or optional (absent → default, blank → null). */
function inputPiece(f: Field): string {
  const text = ['string', 'text'].includes(f.col.dataType) && f.col.rules.length === 0;
  if (f.col.required || !f.optional) return valuePiece(f);
  if (text) return `optionalText(${maxOf(f)})`;
  return `${valuePiece(f)}.${f.col.nullable ? 'nullish' : 'optional'}()`;
}

/** A filter piece: blank means no filter. */
function filterPiece(f: Field): string {
  switch (f.col.dataType) {
    case 'string':
    case 'text':
      return `filterText(${maxOf(f)})`;
    case 'integer':
      return `${INT_RANGE}.nullish()`;
    case 'money':
      return 'yuan().nullish()';
    case 'boolean':
      return 'z.boolean().nullish()';
    case 'date':
      return "dateText.nullish().or(z.literal('').transform(() => undefined))";
    case 'datetime':
      return 'localTimeText';
    case 'reference':
      return 'id.nullish()';
  }
}

function outputPiece(f: Field): string {
  const base = `z.${f.outType}()`;
  return f.col.nullable ? `${base}.nullable()` : base;
}

export function filterEntries(m: Model): Array<[name: string, piece: string]> {
  return searched(m).flatMap((f): Array<[string, string]> =>
    f.col.queryKind === 'range'
      ? [
          [`${f.prop}From`, filterPiece(f)],
          [`${f.prop}To`, filterPiece(f)],
        ]
      : [[f.prop, filterPiece(f)]],
  );
}

function imports(m: Model): string {
  const fields = m.fields;
  const used = (piece: string) =>
    fields.some((f) => inputPiece(f).includes(piece) || filterPiece(f).includes(piece));
  const fieldHelpers = ['filterText', 'id', 'optionalText'].filter(
    (name) => name === 'id' || used(`${name}(`),
  );
  const rules = [
    'dateText',
    'dateTimeText',
    'emailText',
    'idCardText',
    'linkText',
    'mobileText',
    'phoneText',
  ].filter((name) => fields.some((f) => new RegExp(`\\b${name}\\b`).test(inputPiece(f) + filterPiece(f))));
  return [
    "import { z } from 'zod';",
    "import { pageInputShape } from '../paging.ts';",
    `import { ${fieldHelpers.join(', ')} } from '../fields.ts';`,
    used('yuan()') ? "import { yuan } from '../money.ts';" : '',
    used('localTimeText') ? "import { localTimeText } from '../time.ts';" : '',
    rules.length > 0 ? `import { ${rules.join(', ')} } from '../text-rules.ts';` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** packages/contracts/src/api/<area>/<name>.ts: the request and response schemas and their types. */
export function contractsFile(m: Model): string {
  const e = m.entity;
  const lower = e.charAt(0).toLowerCase() + e.slice(1);
  const edit = editable(m);
  const required = edit.filter((f) => f.col.required || !f.optional);
  const labels = referencing(m).filter((f) => f.col.list || f.col.edit);
  return `${imports(m)}

/** ${m.config.label.en} (\`/api/${m.resource}\`, table ${m.config.table}); generated from codegen/${m.resource}.json. */
const editable = {
${edit.map((f) => `  ${f.prop}: ${inputPiece(f)},`).join('\n')}
};

export const ${lower}AddInput = z.strictObject(editable);
export const ${lower}UpdateInput = z.strictObject({
  id,
  ...editable,
${required.map((f) => `  ${f.prop}: editable.${f.prop}.optional(),`).join('\n')}
});

const filters = {
${filterEntries(m)
  .map(([name, piece]) => `  ${name}: ${piece},`)
  .join('\n')}
};
export const ${lower}Filter = z.strictObject(filters);
export const ${lower}PageInput = z.strictObject({ ...pageInputShape, ...filters });

export const ${lower}Output = z.object({
  id: z.number(),
${m.fields.map((f) => `  ${f.prop}: ${outputPiece(f)},`).join('\n')}
${labels.map((f) => `  /** the ${f.ref?.display} of the row ${f.prop} names */\n  ${f.ref?.label}: z.string().nullable(),`).join('\n')}
  createTime: z.string(),
  updateTime: z.string().nullable(),
});

/** A choice of a select: a row's id and what it shows. */
export const ${lower}Option = z.object({ value: z.number(), label: z.string(), pid: z.number().nullable() });

export type ${e}AddInput = z.output<typeof ${lower}AddInput>;
export type ${e}UpdateInput = Partial<z.output<typeof ${lower}UpdateInput>> & { id: number };
export type ${e}Filter = Partial<z.output<typeof ${lower}Filter>>;
export type ${e}PageInput = z.output<typeof ${lower}PageInput>;
export type ${e}Output = z.output<typeof ${lower}Output>;
export type ${e}Option = z.output<typeof ${lower}Option>;
export type ${e}AddBody = z.input<typeof ${lower}AddInput>;
export type ${e}UpdateBody = z.input<typeof ${lower}UpdateInput>;
export type ${e}FilterBody = z.input<typeof ${lower}Filter>;
export type ${e}PageBody = z.input<typeof ${lower}PageInput>;
`;
}
