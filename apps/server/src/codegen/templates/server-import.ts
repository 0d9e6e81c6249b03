import type { Field, Model } from '../model.ts';
import { chosen, editable } from '../model.ts';
import { constantOf, quoted } from '../names.ts';

/** The fields a template sheet holds: the form's, but files and formatted text (no cell carries them). */
export const importedFields = (m: Model) =>
  editable(m).filter((f) => f.col.control !== 'upload' && f.col.control !== 'richText');

function cellKind(f: Field): string | undefined {
  switch (f.col.dataType) {
    case 'integer':
    case 'money':
    case 'reference':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'date':
    case 'datetime':
      return f.col.dataType;
    default:
      return undefined;
  }
}

/** The path from the module to the retail modules' shared folder. */
export const retailShared = (m: Model) => (m.config.area === 'retail' ? '../shared' : '../../retail/shared');

/** modules/<area>/<name>/import.ts: the import template and the row-by-row import, references read by name. */
export function importFile(m: Model): string {
  const e = m.entity;
  const lower = e.charAt(0).toLowerCase() + e.slice(1);
  const columns = importedFields(m).map((f) => {
    const kind = cellKind(f);
    return `  { key: '${f.prop}', header: '${m.resource}.col.${f.prop}'${kind ? `, kind: '${kind}'` : ''} },`;
  });
  const named = chosen(m).filter((f) => importedFields(m).includes(f));
  const constant = `${constantOf(m.resource)}_IMPORT_COLUMNS`;
  return `import type { ImportResult } from '@retail/contracts/api/retail/goods';
import { ${lower}AddInput } from '${m.contractsImport}';
import type { Language } from '../../../platform/i18n/language.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { type ImportColumn, importSheet, importTemplate } from '${retailShared(m)}/sheet-import.ts';
import type { ${e}Service } from './service.ts';

/** Columns of the import template, in the order the import reads them. */
export const ${constant}: ImportColumn[] = [
${columns.join('\n')}
];

/**
 * ${m.config.label.en} from the template sheet: every valid row is added through the same rules as \`add\`; every
 * refused row is reported with its Excel row number and reason and never stops the others.${named.length > 0 ? ' A reference\n * cell holds the name the screen shows (or the id).' : ''}
 */
export class ${e}Importer {
  constructor(private readonly service: ${e}Service) {}

  template(lang: Language): Promise<Buffer> {
    return importTemplate(${quoted(m.config.label.en)}, ${constant}, lang);
  }

  async import(actor: Actor, body: unknown, lang: Language): Promise<ImportResult> {${
    named.length > 0
      ? `
    const named = {
${named.map((f) => `      ${f.prop}: new Map((await this.service.${f.prop}Options(actor)).map((o) => [o.label, o.value])),`).join('\n')}
    };`
      : ''
  }
    return importSheet(body, ${constant}, ${lower}AddInput, (input) => this.service.add(actor, input), lang${named.length > 0 ? ', named' : ''});
  }
}
`;
}
