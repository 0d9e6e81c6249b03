import type { Field, Model } from '../model.ts';
import { chosen, editable, listed, referencing } from '../model.ts';
import { pascalOf, quoted } from '../names.ts';
import { retailShared } from './server-import.ts';

/** The row value of an input field (money is fen already: the contract's `yuan()` parsed it). */
function toRow(f: Field, source: string, adding: boolean): string {
  const v = `${source}.${f.prop}`;
  const absent = f.col.nullable ? 'null' : '0';
  switch (f.col.dataType) {
    case 'boolean':
      return adding ? `${v} ? 1 : 0` : `${v} === undefined ? undefined : ${v} ? 1 : 0`;
    case 'datetime':
      return `${v} ? (parseLocalTime(${v}, this.timeZone) ?? null) : ${adding ? 'null' : `${v} === undefined ? undefined : null`}`;
    case 'text':
      if (f.col.control === 'richText') return `${v} ? sanitizeRichText(${v}) : ${adding ? 'null' : v}`;
      return adding && f.optional ? `${v} ?? ${absent}` : v;
    default:
      return adding && f.optional ? `${v} ?? ${absent}` : v;
  }
}

function outputOf(m: Model, f: Field): string | undefined {
  const v = `row.${f.prop}`;
  switch (f.col.dataType) {
    case 'money':
      return f.col.nullable ? `${v} === null ? null : fenToYuan(${v})` : `fenToYuan(${v})`;
    case 'boolean':
      return `${v} === 1`;
    case 'datetime':
      return `formatNullableTime(${v}, this.timeZone)`;
    default:
      return undefined;
  }
}

function referenceCheck(m: Model, f: Field): string {
  const tree = f.ref?.tree
    ? `
      if (self !== undefined && (await this.isSelfOrBelow(tenantId, input.${f.prop}, self))) {
        throw new AppError(400, '${m.resource}.parentCycle');
      }`
    : '';
  return `    if (input.${f.prop} != null) {
      if (!(await this.repo.has${pascalOf(f.prop)}(tenantId, input.${f.prop}))) {
        throw new AppError(400, '${m.resource}.refMissing', { field: '${f.prop}', id: input.${f.prop} });
      }${tree}
    }`;
}

function exportMethod(m: Model): string {
  const cols = listed(m).map((f) => {
    const value =
      f.ref !== undefined
        ? `r.${f.ref.label}`
        : f.col.dataType === 'boolean'
          ? `(r.${f.prop} ? translate(lang, '${m.resource}.yes') : translate(lang, '${m.resource}.no'))`
          : `r.${f.prop}`;
    return `        { header: '${m.resource}.col.${f.prop}', value: (r${f.col.dataType === 'boolean' ? ', lang' : ''}) => ${value} },`;
  });
  return `
  async export(actor: Actor, filter: ${m.entity}Filter, lang: Language): Promise<Buffer> {
    const rows = await this.list(actor, filter);
    return buildSheet<${m.entity}Output>(
      ${quoted(m.config.label.en)},
      [
${cols.join('\n')}
        { header: 'col.createTime', width: 20, value: (r) => r.createTime },
      ],
      rows,
      lang,
    );
  }
`;
}

/** modules/<area>/<name>/service.ts: rules, the references checked, money and times at the API boundary. */
export function serviceFile(m: Model): string {
  const e = m.entity;
  const refs = referencing(m);
  const shown = refs.filter((f) => f.col.list || f.col.edit);
  const excel = m.config.options.excel;
  const parent = m.parent;
  const usesTime = m.fields.some((f) => f.col.dataType === 'datetime');
  const money = m.fields.some((f) => f.col.dataType === 'money');
  const richText = m.fields.some((f) => f.col.control === 'richText' && f.col.edit);
  const booleanExport = excel && listed(m).some((f) => f.col.dataType === 'boolean');
  const outputs = m.fields
    .map((f) => [f.prop, outputOf(m, f)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined);
  const labelMaps = shown.map(
    (f) =>
      `    const ${f.prop}Labels = await this.labels(rows.map((r) => r.${f.prop}), (ids) => this.repo.${f.prop}Choices(tenantId, ids));`,
  );
  const editFields = editable(m);
  return `${[
    "import type { IdGenerator } from '../../../platform/db/ids.ts';",
    `import { ${usesTime ? 'formatNullableTime, formatTime, parseLocalTime' : 'formatNullableTime, formatTime'} } from '../../../platform/db/time.ts';`,
    refs.length > 0 || parent ? "import { AppError } from '../../../platform/http/errors.ts';" : '',
    "import type { PageResult } from '../../../platform/http/paging.ts';",
    excel ? "import type { Language } from '../../../platform/i18n/language.ts';" : '',
    booleanExport ? "import { translate } from '../../../platform/i18n/messages.ts';" : '',
    "import type { AuditLog } from '../../../platform/logging/audit-log.ts';",
    "import type { Actor } from '../../../platform/module-kit/actor.ts';",
    "import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';",
    richText ? "import { sanitizeRichText } from '../../../platform/security/html.ts';" : '',
    excel ? `import { buildSheet, EXCEL_MAX_ROWS } from '${retailShared(m)}/excel.ts';` : '',
    money ? "import { fenToYuan } from '@retail/contracts';" : '',
    `import type {
  ${e}AddInput,
  ${e}Filter,${chosen(m).length > 0 ? `\n  ${e}Option,` : ''}
  ${e}Output,
  ${e}PageInput,
  ${e}UpdateInput,
} from '${m.contractsImport}';`,
    `import type { ${e}Repository, ${e}Row } from './repository.ts';`,
  ]
    .filter(Boolean)
    .join('\n')}
${excel ? '' : '\n/** The most rows one list call returns. */\nconst LIST_MAX = 10_000;\n'}
/** ${m.config.label.en} of the actor's tenant. */
export class ${e}Service {
  private readonly writes: AuditedWrites<'${m.tableKey}', ${e}Row>;

  constructor(
    private readonly repo: ${e}Repository,
    audit: AuditLog,
    ids: IdGenerator,
    private readonly timeZone: string,
    private readonly maxPageSize: number,
  ) {
    this.writes = new AuditedWrites(repo, { table: '${m.config.table}', audit, ids });
  }
${
  shown.length > 0
    ? `
  /** What each referenced id shows, looked up once for a page of rows. */
  private async labels(
    ids: Array<number | null>,
    choices: (ids: number[]) => Promise<Array<{ value: number; label: string }>>,
  ): Promise<Map<number, string>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    return new Map((await choices(wanted)).map((c) => [c.value, c.label]));
  }
`
    : ''
}
  private async toOutputs(${shown.length > 0 ? 'tenantId' : '_tenantId'}: number, rows: ${e}Row[]): Promise<${e}Output[]> {
${labelMaps.join('\n')}
    return rows.map((row) => ({
      ...row,
${outputs.map(([prop, expr]) => `      ${prop}: ${expr},`).join('\n')}
${shown.map((f) => `      ${f.ref?.label}: row.${f.prop} === null ? null : (${f.prop}Labels.get(row.${f.prop}) ?? null),`).join('\n')}
      createTime: formatTime(row.createTime, this.timeZone),
      updateTime: formatNullableTime(row.updateTime, this.timeZone),
    }));
  }

  async page(actor: Actor, input: ${e}PageInput): Promise<PageResult<${e}Output>> {
    const page = await this.repo.page(actor.tenantId, input, this.maxPageSize);
    return { ...page, items: await this.toOutputs(actor.tenantId, page.items) };
  }

  async list(actor: Actor, filter: ${e}Filter): Promise<${e}Output[]> {
    return this.toOutputs(actor.tenantId, await this.repo.list(actor.tenantId, filter, ${excel ? 'EXCEL_MAX_ROWS' : 'LIST_MAX'}));
  }

  async detail(actor: Actor, id: number): Promise<${e}Output> {
    const [output] = await this.toOutputs(actor.tenantId, [await this.writes.found(actor, id)]);
    return output as ${e}Output;
  }
${chosen(m)
  .map(
    (f) => `
  /** The choices of ${f.prop}. */
  async ${f.prop}Options(actor: Actor): Promise<${e}Option[]> {
    const rows = await this.repo.${f.prop}Choices(actor.tenantId);
    return rows.map((r) => ({ value: r.value, label: r.label, pid: ${f.col.tree ? 'r.pid ?? null' : 'null'} }));
  }`,
  )
  .join('\n')}
${
  refs.length > 0
    ? `
  /** Every reference names a live row${parent ? '; a parent is never the row itself or one below it' : ''}. */
  private async checkReferences(tenantId: number, input: Partial<${e}AddInput>${parent ? ', self?: number' : ''}): Promise<void> {
${refs.map((f) => referenceCheck(m, f)).join('\n')}
  }
`
    : ''
}${
    parent
      ? `
  /** Whether \`id\` is \`self\` or below it (its parent chain reaches \`self\`). */
  private async isSelfOrBelow(tenantId: number, id: number, self: number): Promise<boolean> {
    let current: number | null = id;
    for (let depth = 0; current !== null && depth < 100; depth++) {
      if (current === self) return true;
      current = (await this.repo.findById(tenantId, current))?.${parent.prop} ?? null;
    }
    return current !== null;
  }
`
      : ''
  }
  async add(actor: Actor, input: ${e}AddInput): Promise<number> {
${refs.length > 0 ? '    await this.checkReferences(actor.tenantId, input);\n' : ''}    return this.writes.add(actor, {
${editFields.map((f) => `      ${f.prop}: ${toRow(f, 'input', true)},`).join('\n')}
    });
  }

  /** Fields left out stay as they are. */
  async update(actor: Actor, input: ${e}UpdateInput): Promise<void> {
    const { id, ...fields } = input;
    const current = await this.writes.found(actor, id);
${refs.length > 0 ? `    await this.checkReferences(actor.tenantId, fields${parent ? ', id' : ''});\n` : ''}    await this.writes.update(actor, current, {
${editFields.map((f) => `      ${f.prop}: ${toRow(f, 'fields', false)},`).join('\n')}
    });
  }

  async delete(actor: Actor, id: number): Promise<void> {
    const current = await this.writes.found(actor, id);
${
  parent
    ? `    const children = await this.repo.childCount(actor.tenantId, id);
    if (children > 0) throw new AppError(400, '${m.resource}.hasChildren', { count: children });
`
    : ''
}    await this.writes.delete(actor, current);
  }
${excel ? exportMethod(m) : ''}}
`;
}
