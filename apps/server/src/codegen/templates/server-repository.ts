import type { Field, Model } from '../model.ts';
import { referencing, searched } from '../model.ts';
import { camelOf, pascalOf } from '../names.ts';

function filterLines(m: Model): string[] {
  return searched(m).flatMap((f) => {
    const p = f.prop;
    const value = (name: string) =>
      f.col.dataType === 'datetime' ? `parseLocalTime(filter.${name}, this.timeZone)` : `filter.${name}`;
    if (f.col.queryKind === 'contains') {
      return [`if (filter.${p}) query = query.where(containsText(this.dbType, '${p}', filter.${p}));`];
    }
    if (f.col.queryKind === 'range') {
      return (
        [
          ['From', '>='],
          ['To', '<='],
        ] as const
      ).map(([suffix, op]) =>
        f.col.dataType === 'datetime'
          ? `if (filter.${p}${suffix}) query = query.where('${p}', '${op}', ${value(`${p}${suffix}`)} ?? 0);`
          : `if (filter.${p}${suffix} != null) query = query.where('${p}', '${op}', filter.${p}${suffix});`,
      );
    }
    if (f.col.dataType === 'boolean') {
      return [`if (filter.${p} != null) query = query.where('${p}', '=', filter.${p} ? 1 : 0);`];
    }
    return f.rowType === 'string'
      ? [`if (filter.${p}) query = query.where('${p}', '=', filter.${p});`]
      : [`if (filter.${p} != null) query = query.where('${p}', '=', filter.${p});`];
  });
}

/** The queries of a referenced table: names of ids, the choices of a select, whether an id is live. */
function referenceMethods(m: Model, f: Field): string {
  const ref = f.ref;
  if (!ref) return '';
  const scoped = ref.tenantScoped ? `.where('tenantId', '=', tenantId).where('isDelete', '=', 0)` : '';
  const name = pascalOf(f.prop);
  const pid = f.col.tree ? `'${camelOf(f.col.tree.parentColumn)} as pid'` : undefined;
  const select = pid
    ? `['id as value', '${ref.display} as label', ${pid}]`
    : `['id as value', '${ref.display} as label']`;
  return `
  /** ${ref.table} rows ${f.prop} may name: id and ${ref.display}${pid ? ', and the parent' : ''} */
  ${f.prop}Choices(tenantId: number, ids?: number[]) {
    let query = this.db.selectFrom('${ref.tableKey}').select(${select})${scoped};
    if (ids) query = query.where('id', 'in', ids.length > 0 ? ids : [0]);
    return query.orderBy('${ref.display}').orderBy('id').limit(ids ? ids.length || 1 : CHOICES_MAX).execute();
  }

  async has${name}(tenantId: number, id: number): Promise<boolean> {
    return (await this.${f.prop}Choices(tenantId, [id])).length > 0;
  }`;
}

/** modules/<area>/<name>/repository.ts: the table's columns, filters, page, list and reference lookups. */
export function repositoryFile(m: Model): string {
  const e = m.entity;
  const parent = m.parent;
  const sortable = m.fields.filter((f) => f.col.sort).map((f) => `${f.prop}: '${f.prop}'`);
  const needsTime = searched(m).some((f) => f.col.dataType === 'datetime');
  const refs = referencing(m);
  return `import type { DbType } from '../../../config.ts';
import type { ${e}Table } from '../../../db/schema-${m.kebab}.ts';
import type { Db } from '../../../platform/db/database.ts';
${searched(m).some((f) => f.col.queryKind === 'contains') ? "import { containsText } from '../../../platform/db/filters.ts';\n" : ''}${needsTime ? "import { parseLocalTime } from '../../../platform/db/time.ts';\n" : ''}import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';
import type { ${e}Filter, ${e}PageInput } from '${m.contractsImport}';

const columns = [
  'id',
${m.fields.map((f) => `  '${f.prop}',`).join('\n')}
  'createTime',
  'updateTime',
] as const;
export type ${e}Row = Pick<${e}Table, (typeof columns)[number]>;

const SORT = {
  sortable: { ${[...sortable, "createTime: 'createTime'"].join(', ')} },
  defaultSort: [['${m.defaultSort}', 'asc']] as Array<[string, 'asc' | 'desc']>,
  tiebreaker: 'id',
};
${refs.length > 0 ? '\n/** The most choices a select offers. */\nconst CHOICES_MAX = 1000;\n' : ''}
/** ${m.config.table} queries; every method takes the tenant first. */
export class ${e}Repository extends TenantRepository<'${m.tableKey}', ${e}Row> {
  constructor(
    db: Db,
    private readonly dbType: DbType,${needsTime ? '\n    private readonly timeZone: string,' : ''}
  ) {
    super(db, '${m.tableKey}', columns);
  }

  private filtered(tenantId: number, filter: ${e}Filter) {
    let query = this.live(tenantId);
${filterLines(m)
  .map((l) => `    ${l}`)
  .join('\n')}
    return query;
  }

  page(tenantId: number, input: ${e}PageInput, maxPageSize: number): Promise<PageResult<${e}Row>> {
    return paginate(this.filtered(tenantId, input), input, { ...SORT, maxPageSize });
  }

  /** Every matching row in the default order, up to \`limit\`. */
  list(tenantId: number, filter: ${e}Filter, limit: number): Promise<${e}Row[]> {
    return this.filtered(tenantId, filter).orderBy('${m.defaultSort}').orderBy('id').limit(limit).execute();
  }
${refs.map((f) => referenceMethods(m, f)).join('\n')}${
    parent
      ? `

  /** How many live rows name this one as their ${parent.prop}. */
  async childCount(tenantId: number, id: number): Promise<number> {
    const rows = await this.db
      .selectFrom('${m.tableKey}')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .where('${parent.prop}', '=', id)
      .limit(1000)
      .execute();
    return rows.length;
  }`
      : ''
  }
}
`;
}
