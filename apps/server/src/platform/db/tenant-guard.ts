import type {
  AliasNode,
  BinaryOperationNode,
  ColumnNode,
  DeleteQueryNode,
  IdentifierNode,
  InsertQueryNode,
  JoinNode,
  KyselyPlugin,
  OperationNode,
  OperatorNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  ReferenceNode,
  RootOperationNode,
  SelectQueryNode,
  TableNode,
  UnknownRow,
  UpdateQueryNode,
} from 'kysely';
import { TENANT_COLUMN, TENANT_TABLES } from './tenant-tables.ts';

/** A query reads or writes a tenant-owned table without constraining its tenant (and did not declare why). */
export class TenantGuardError extends Error {}

/** A table (or derived table) a query reads from, under the name the query refers to it by. */
interface Source {
  table: string | undefined;
  name: string;
}

interface Scope {
  sources: Source[];
  bound: Set<Source>;
  outer: Scope | undefined;
}

type Statement = SelectQueryNode | UpdateQueryNode | DeleteQueryNode;

const EQUALITIES = new Set(['=', '==', 'in']);
const VALUES = new Set(['ValueNode', 'PrimitiveValueListNode']);

const nameOf = (node: OperationNode) => (node as IdentifierNode).name;
const tableName = (node: TableNode) => nameOf(node.table.identifier);

function sourceOf(node: OperationNode): Source {
  if (node.kind === 'TableNode')
    return { table: tableName(node as TableNode), name: tableName(node as TableNode) };
  const { node: inner, alias } = node as AliasNode;
  return {
    table: inner.kind === 'TableNode' ? tableName(inner as TableNode) : undefined,
    name: nameOf(alias),
  };
}

/** The tables a statement reads or writes, and the conditions that may constrain them (where and join on). */
function partsOf(node: Statement): { tables: OperationNode[]; conditions: OperationNode[] } {
  const joins: readonly JoinNode[] = node.joins ?? [];
  const joined = joins.map((j) => j.table);
  const conditions = [node.where?.where, ...joins.map((j) => j.on?.on)].filter((c) => c !== undefined);
  if (node.kind === 'SelectQueryNode')
    return { tables: [...(node.from?.froms ?? []), ...joined], conditions };
  if (node.kind === 'UpdateQueryNode') {
    const target = node.table ? [node.table] : [];
    return { tables: [...target, ...(node.from?.froms ?? []), ...joined], conditions };
  }
  return { tables: [...node.from.froms, ...(node.using?.tables ?? []), ...joined], conditions };
}

/** The terms of a condition that must all hold: an `or` constrains nothing, so it is not looked into. */
function conjuncts(node: OperationNode): OperationNode[] {
  if (node.kind === 'AndNode') {
    const { left, right } = node as unknown as { left: OperationNode; right: OperationNode };
    return [...conjuncts(left), ...conjuncts(right)];
  }
  if (node.kind === 'ParensNode') return conjuncts((node as unknown as { node: OperationNode }).node);
  return [node];
}

/** The source a `tenant_id` reference names: qualified by its name, else the nearest scope's tenant table. */
function tenantSourceOf(node: OperationNode, scope: Scope | undefined): Source | undefined {
  if (node.kind !== 'ReferenceNode') return undefined;
  const ref = node as ReferenceNode;
  if (ref.column.kind !== 'ColumnNode' || nameOf((ref.column as ColumnNode).column) !== TENANT_COLUMN) {
    return undefined;
  }
  const qualifier = ref.table ? tableName(ref.table) : undefined;
  for (let s = scope; s; s = s.outer) {
    const found = s.sources.find((src) =>
      qualifier === undefined ? TENANT_TABLES.has(src.table ?? '') : src.name === qualifier,
    );
    if (found) return found;
  }
  return undefined;
}

const isBound = (source: Source, scope: Scope | undefined): boolean =>
  scope !== undefined && (scope.bound.has(source) || isBound(source, scope.outer));

/** Whether one side of `tenant_id = …` fixes the tenant: a value, a list of values, or a bound tenant column. */
function fixesTenant(node: OperationNode, scope: Scope): boolean {
  if (VALUES.has(node.kind)) return true;
  if (node.kind === 'ValueListNode') {
    return (node as unknown as { values: OperationNode[] }).values.every((v) => v.kind === 'ValueNode');
  }
  const source = tenantSourceOf(node, scope);
  return source !== undefined && isBound(source, scope);
}

/** Marks the scope's sources whose tenant the conditions fix, following `a.tenant_id = b.tenant_id` chains. */
function bindTenants(scope: Scope, conditions: OperationNode[]): void {
  const equalities = conditions
    .flatMap(conjuncts)
    .filter((c): c is BinaryOperationNode => c.kind === 'BinaryOperationNode')
    .filter((c) => EQUALITIES.has((c.operator as OperatorNode).operator));
  for (let changed = true; changed;) {
    changed = false;
    for (const { leftOperand, rightOperand } of equalities) {
      for (const [side, other] of [
        [leftOperand, rightOperand],
        [rightOperand, leftOperand],
      ] as const) {
        const source = tenantSourceOf(side, scope);
        if (!source || !scope.sources.includes(source) || scope.bound.has(source)) continue;
        if (fixesTenant(other, scope)) {
          scope.bound.add(source);
          changed = true;
        }
      }
    }
  }
}

const verbs: Record<string, string> = {
  SelectQueryNode: 'select from',
  UpdateQueryNode: 'update of',
  DeleteQueryNode: 'delete from',
};

function checkStatement(node: Statement, outer: Scope | undefined): Scope {
  const { tables, conditions } = partsOf(node);
  const scope: Scope = { sources: tables.map(sourceOf), bound: new Set(), outer };
  bindTenants(scope, conditions);
  for (const source of scope.sources) {
    if (!source.table || !TENANT_TABLES.has(source.table) || scope.bound.has(source)) continue;
    const alias = source.name === source.table ? '' : ` (as ${source.name})`;
    throw new TenantGuardError(
      `${verbs[node.kind]} ${source.table}${alias} does not constrain ${TENANT_COLUMN} ` +
        `(to a value, a list, or a constrained table's ${TENANT_COLUMN}); ` +
        `a query that spans tenants declares it with acrossTenants(db, why)`,
    );
  }
  return scope;
}

function checkInsert(node: InsertQueryNode): void {
  const table = node.into ? tableName(node.into) : undefined;
  if (!table || !TENANT_TABLES.has(table)) return;
  if (node.columns?.some((c) => nameOf(c.column) === TENANT_COLUMN)) return;
  throw new TenantGuardError(`insert into ${table} does not set ${TENANT_COLUMN}`);
}

/** Checks a statement and, inside it, every nested statement (subqueries see the statement's tables). */
function check(node: OperationNode, outer: Scope | undefined): void {
  let scope = outer;
  if (node.kind in verbs) scope = checkStatement(node as Statement, outer);
  if (node.kind === 'InsertQueryNode') checkInsert(node as InsertQueryNode);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && 'kind' in child) check(child as OperationNode, scope);
    }
  }
}

/**
 * Refuses a select, update or delete that reads or writes a tenant-owned table without constraining that
 * table's `tenant_id` (`=` or `in` on a value, or on the `tenant_id` of a table that is itself constrained, in
 * the where or join conditions, never under an `or`), and an insert into one that does not set `tenant_id`.
 * Subqueries are checked the same way and may refer to their outer query's tables. Raw SQL statements
 * (`sql\`…\`.execute`) are not looked into. It must run after the CamelCasePlugin (it reads snake_case names).
 * Enabled by `DB_TENANT_GUARD` (the tests); a query that spans tenants opts out with `acrossTenants`.
 */
export class TenantGuardPlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    check(node, undefined);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
