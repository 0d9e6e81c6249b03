import type { FormDataExportInput } from '@retail/contracts/api/system/form';
import { formFields } from '@retail/contracts/api/system/form-model';
import { formatTime } from '../../../../platform/db/time.ts';
import { timeRange } from '../../../../platform/http/time-range.ts';
import type { Language } from '../../../../platform/i18n/language.ts';
import { translate } from '../../../../platform/i18n/messages.ts';
import type { Actor } from '../../../../platform/module-kit/actor.ts';
import { EXCEL_MAX_ROWS } from '../../../retail/shared/excel.ts';
import type { DataScopeService } from '../../access/data-scope.ts';
import type { FormDataRepository } from './repository.ts';
import type { FormDictionaries } from '../dictionaries.ts';
import { submissionsWorkbook } from './sheet.ts';
import type { FormLookups } from './lookups.ts';
import type { PublishedForms } from '../published.ts';

export interface FormDataExportDeps {
  forms: PublishedForms;
  repo: FormDataRepository;
  lookups: FormLookups;
  dicts: FormDictionaries;
  scopes: DataScopeService;
  timeZone: string;
}

/**
 * A form's submissions as the list shows them (same filters, data scope), oldest first, up to EXCEL_MAX_ROWS, as
 * an .xlsx sheet whose columns are the form's fields labelled in the reader's language.
 */
export async function exportSubmissions(
  deps: FormDataExportDeps,
  actor: Actor,
  input: FormDataExportInput,
  lang: Language,
): Promise<Buffer> {
  const form = await deps.forms.form(actor, input.formId);
  const versions = await deps.forms.allSchemas(actor, form.id);
  const schemas = [...versions.values()];
  const scope = await deps.scopes.scopeOf(actor);
  const range = timeRange(input, deps.timeZone);
  const rows = await deps.repo.list(actor.tenantId, scope, input, range, EXCEL_MAX_ROWS);
  const data = rows.map((r) => JSON.parse(r.data) as Record<string, unknown>);
  const ids = { user: [] as number[], org: [] as number[] };
  rows.forEach((row, i) => {
    const schema = versions.get(row.formVersion);
    for (const { field } of schema ? formFields(schema) : []) {
      if (field.type !== 'user' && field.type !== 'org') continue;
      const value = data[i]?.[field.key];
      for (const id of Array.isArray(value) ? value : [value])
        if (typeof id === 'number') ids[field.type].push(id);
    }
  });
  const [users, orgs, dictText] = await Promise.all([
    deps.lookups.userNames(actor.tenantId, ids.user),
    deps.lookups.orgNames(actor.tenantId, ids.org),
    deps.dicts.textsFor(actor, schemas, lang),
  ]);
  return submissionsWorkbook(
    form.name,
    versions,
    rows.map((row, i) => ({
      id: row.id,
      createTime: formatTime(row.createTime, deps.timeZone),
      createUserName: row.createUserName,
      orgName: row.orgName,
      status: row.status,
      formVersion: row.formVersion,
      data: data[i] ?? {},
    })),
    {
      lang,
      dictText,
      userName: (id) => users.get(id),
      orgName: (id) => orgs.get(id),
      yes: translate(lang, 'form.yes'),
      no: translate(lang, 'form.no'),
    },
    lang,
  );
}
