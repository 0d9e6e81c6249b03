import type { ModuleDeps } from '../../module.ts';
import { dictService } from '../dict/index.ts';
import { fileService } from '../file/index.ts';
import { FormSubmissionApproval } from './data/approval.ts';
import { FormDataRepository } from './data/repository.ts';
import { formDataRoutes } from './data/routes.ts';
import { FormDataService } from './data/service.ts';
import { FormLookups } from './data/lookups.ts';
import { FormDictionaries } from './dictionaries.ts';
import { FormRepository } from './repository.ts';
import { formRoutes } from './routes.ts';
import { PublishedForms } from './published.ts';
import { FormService } from './service.ts';

/**
 * Designed forms (/api/sysFormDes/*): the designer's drafts and published versions, and the submissions staff
 * make of them, each checked by the same validateFormData as the browser and pinned to its version.
 */
export function registerFormModule(deps: ModuleDeps): void {
  const { app, ctx, audit, identity, approvals } = deps;
  const { config } = ctx;
  const dicts = new FormDictionaries(dictService(deps));
  const formRepo = new FormRepository(ctx.db, config.db.type);
  const forms = new FormService({
    repo: formRepo,
    dictCodes: (actor) => dicts.codes(actor),
    audit,
    ids: ctx.ids,
    timeZone: config.timeZone,
    maxPageSize: config.pageSizeMax,
  });
  const repo = new FormDataRepository(ctx.db, config.db.type);
  const lookups = new FormLookups(ctx.db, config.db.type);
  const published = new PublishedForms(formRepo);
  const submissions = new FormDataService({
    forms: published,
    repo,
    lookups,
    dicts,
    scopes: identity.scopes,
    files: fileService(deps),
    approval: new FormSubmissionApproval(repo, approvals.runtime),
    audit,
    ids: ctx.ids,
    timeZone: config.timeZone,
    maxPageSize: config.pageSizeMax,
  });
  formRoutes(app, forms, config.timeZone);
  formDataRoutes(app, submissions, {
    timeZone: config.timeZone,
    maxUploadBytes: config.uploadMaxBytes,
    exports: { forms: published, repo, lookups, dicts, scopes: identity.scopes, timeZone: config.timeZone },
  });
}
