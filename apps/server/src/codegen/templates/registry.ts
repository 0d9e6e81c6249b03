import type { Model } from '../model.ts';
import { quoted } from '../names.ts';
import { messagesName } from './server-messages.ts';

/** Lines added before a marker comment of a file that lists every module (each added once). */
export interface RegistryInsert {
  path: string;
  marker: string;
  lines: string;
}

const LANGUAGES = [
  ['zh-cn', 'ZhCn'],
  ['en', 'En'],
  ['zh-tw', 'ZhTw'],
] as const;

/** The generated table's Kysely interface, apps/server/src/db/schema-<name>.ts. */
export function schemaFile(m: Model): string {
  const type = (f: Model['fields'][number]) => `${f.rowType}${f.col.nullable ? ' | null' : ''}`;
  return `import type { AuditColumns } from './schema.ts';

/** ${m.config.label.en} (generated from codegen/${m.resource}.json). */
export interface ${m.entity}Table extends AuditColumns {
  id: number;
  tenantId: number;
${m.fields.map((f) => `  ${f.prop}: ${type(f)};`).join('\n')}
}
`;
}

/** The menu tree entry: the screen under its directory, with its buttons (ids from the config's id base). */
export function menuEntry(m: Model): string {
  const r = m.resource;
  const { parentId, idBase, icon, order } = m.config.menu;
  const buttons = [`...crud('${r}')`];
  if (m.config.options.excel) buttons.push(`[5, '${r}:export', 'export']`, `[6, '${r}:import', 'import']`);
  if (m.config.options.print) buttons.push(`[7, '${r}:print', 'print']`);
  return `  {
    parentId: ${parentId},
    menu: menu(${idBase}, '${r}', '${m.routePath}', '${m.component}', '${icon}', ${order}, [${buttons.join(', ')}]),
  },`;
}

/** Every line a generated module adds to the files that list modules, messages, migrations, tables, menus and texts. */
export function registryInserts(m: Model, migration: string | undefined): RegistryInsert[] {
  const { resource: r, entity: e, kebab } = m;
  const { area } = m.config;
  const modules = 'apps/server/src/modules/index.ts';
  const catalogue = 'apps/server/src/platform/i18n/catalogue.ts';
  const tables = 'apps/server/src/db/schema.ts';
  const inserts: RegistryInsert[] = [
    {
      path: modules,
      marker: '// codegen:module-imports',
      lines: `import { register${e}Module } from './${area}/${kebab}/index.ts';`,
    },
    { path: modules, marker: '// codegen:modules', lines: `  register${e}Module,` },
    {
      path: catalogue,
      marker: '// codegen:message-imports',
      lines: `import { ${messagesName(m)} } from '../../modules/${area}/${kebab}/messages.ts';`,
    },
    { path: catalogue, marker: '// codegen:messages', lines: `  ${messagesName(m)},` },
    {
      path: tables,
      marker: '// codegen:table-imports',
      lines: `import type { ${e}Table } from './schema-${kebab}.ts';`,
    },
    { path: tables, marker: '// codegen:tables', lines: `  ${m.tableKey}: ${e}Table;` },
    {
      path: 'apps/server/src/db/seed/menus/generated.ts',
      marker: '// codegen:menu-imports',
      lines: "import { crud, menu } from './define.ts';",
    },
    { path: 'apps/server/src/db/seed/menus/generated.ts', marker: '// codegen:menus', lines: menuEntry(m) },
  ];
  if (migration) {
    const alias = `m${migration.slice(0, 4)}`;
    const migrations = 'apps/server/src/db/migrations/index.ts';
    inserts.push(
      {
        path: migrations,
        marker: '// codegen:migration-imports',
        lines: `import * as ${alias} from './${migration}.ts';`,
      },
      { path: migrations, marker: '// codegen:migrations', lines: `  ${quoted(migration)}: ${alias},` },
    );
  }
  for (const [lang, suffix] of LANGUAGES) {
    const locale = `apps/web/src/i18n/locales/${lang}.ts`;
    inserts.push(
      {
        path: locale,
        marker: '// codegen:i18n-imports',
        lines: `import { ${r} as ${r}${suffix} } from '../${kebab}/${lang}.ts';`,
      },
      { path: locale, marker: '// codegen:i18n', lines: `  ${r}: ${r}${suffix},` },
      {
        path: `apps/web/src/i18n/menu/${lang}.ts`,
        marker: '// codegen:menus',
        lines: `  ${r}: ${quoted(m.config.label[lang])},`,
      },
    );
  }
  return inserts;
}
