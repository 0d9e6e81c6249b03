import type { CodeGenConfig, GeneratedFile } from '@retail/contracts/api/system/code-gen';
import { createTableMigration, nextMigrationName, type TableDraft } from './migration-draft.ts';
import { type Model, modelOf } from './model.ts';
import { contractsFile } from './templates/contracts.ts';
import { registryInserts, schemaFile } from './templates/registry.ts';
import { indexFile, routesFile } from './templates/server-routes.ts';
import { messagesFile } from './templates/server-messages.ts';
import { repositoryFile } from './templates/server-repository.ts';
import { serviceFile } from './templates/server-service.ts';
import { e2eSpecFile, integrationTestFile } from './templates/tests.ts';
import { webApiFile } from './templates/web-api.ts';
import { importFile } from './templates/server-import.ts';
import { webFormFile } from './templates/web-form.ts';
import { webColumnsFile, webScreenFile } from './templates/web-screen.ts';
import { webI18nFiles } from './templates/web-i18n.ts';

/** What the generator knows of the repository it generates for: the migrations it already has. */
export interface RepositoryState {
  migrationNames: readonly string[];
}

/**
 * The migration creating a new table: `NNNN_<table>`, numbered after the newest one; none when the table is not
 * new or a migration of that name already landed (a landed migration is never edited: later changes are drafted
 * on the database screen).
 */
export function migrationNameOf(config: CodeGenConfig, state: RepositoryState): string | undefined {
  if (!config.newTable) return undefined;
  if (state.migrationNames.some((name) => name.replace(/^\d+_/, '') === config.table)) return undefined;
  return nextMigrationName(state.migrationNames, config.table);
}

function tableDraft(m: Model): TableDraft {
  const indexed = m.fields.filter(
    (f) => f.col.dataType === 'reference' || (f.col.search && f.col.queryKind !== 'contains'),
  );
  return {
    table: m.config.table,
    comment: m.config.label.en,
    tenantScoped: true,
    columns: m.fields.map((f) => ({
      column: f.col.column,
      dataType: f.col.dataType,
      ...(f.col.length ? { length: f.col.length } : {}),
      nullable: f.col.nullable,
      ...(!f.col.nullable && ['integer', 'money', 'boolean'].includes(f.col.dataType)
        ? { defaultValue: 0 }
        : {}),
    })),
    indexes: indexed.map((f) => ({ columns: ['tenant_id', f.col.column], unique: false })),
  };
}

const languageOf = (path: string): GeneratedFile['language'] =>
  path.endsWith('.tsx')
    ? 'tsx'
    : path.endsWith('.json')
      ? 'json'
      : path.endsWith('.md')
        ? 'markdown'
        : 'typescript';

const file = (path: string, content: string): GeneratedFile => ({
  path,
  kind: 'file',
  content,
  marker: null,
  language: languageOf(path),
});

/**
 * Every file of a module for `config`, in this repository's one shape (DESIGN.md §6d), and the lines it adds to
 * the lists of modules, messages, migrations, tables, menus and texts. Pure: the same config and repository
 * state give the same files, byte for byte.
 */
export function generate(config: CodeGenConfig, state: RepositoryState): GeneratedFile[] {
  const m = modelOf(config);
  const migration = migrationNameOf(config, state);
  const files: GeneratedFile[] = [
    file(m.contractsPath, contractsFile(m)),
    file(`${m.moduleDir}/index.ts`, indexFile(m)),
    ...(config.options.excel ? [file(`${m.moduleDir}/import.ts`, importFile(m))] : []),
    file(`${m.moduleDir}/messages.ts`, messagesFile(m)),
    file(`${m.moduleDir}/repository.ts`, repositoryFile(m)),
    file(`${m.moduleDir}/routes.ts`, routesFile(m)),
    file(`${m.moduleDir}/service.ts`, serviceFile(m)),
    file(`apps/server/src/db/schema-${m.kebab}.ts`, schemaFile(m)),
    ...(migration
      ? [file(`apps/server/src/db/migrations/${migration}.ts`, createTableMigration(tableDraft(m)))]
      : []),
    file(m.webApiPath, webApiFile(m)),
    file(`${m.viewDir}/index.tsx`, webScreenFile(m)),
    file(`${m.viewDir}/columns.tsx`, webColumnsFile(m)),
    file(`${m.viewDir}/${m.entity}Form.tsx`, webFormFile(m)),
    ...webI18nFiles(m).map(([path, content]) => file(path, content)),
    file(`apps/server/test/integration/${m.kebab}.test.ts`, integrationTestFile(m)),
    file(`e2e/specs/${m.kebab}.spec.ts`, e2eSpecFile(m)),
  ];
  const inserts = registryInserts(m, migration).map((insert): GeneratedFile => ({
    path: insert.path,
    kind: 'insert',
    content: insert.lines,
    marker: insert.marker,
    language: languageOf(insert.path),
  }));
  return [...files, ...inserts];
}
