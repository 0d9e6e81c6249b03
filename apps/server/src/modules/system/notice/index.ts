import type { ModuleDeps } from '../../module.ts';
import { NoticeRepository } from './repository.ts';
import { noticeRoutes } from './routes.ts';
import { NoticeService } from './service.ts';

/** The notice service, for this module's routes and for other modules that publish notices (scheduled checks). */
export function createNoticeService({
  ctx,
  audit,
  realtime,
}: Pick<ModuleDeps, 'ctx' | 'audit' | 'realtime'>) {
  return new NoticeService({
    repo: new NoticeRepository(ctx.db, ctx.config.db.type),
    hub: realtime,
    audit,
    ids: ctx.ids,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  });
}

/** Notices and announcements of a tenant, with read receipts per recipient and live push. */
export function registerNoticeModule(deps: ModuleDeps): void {
  noticeRoutes(deps.app, createNoticeService(deps), deps.ctx.config.timeZone);
}
