import type { ModuleDeps } from '../../module.ts';
import { NoticeRepository } from './repository.ts';
import { noticeRoutes } from './routes.ts';
import { NoticeService } from './service.ts';

/** Notices and announcements of a tenant, with read receipts per recipient and live push. */
export function registerNoticeModule({ app, ctx, audit, realtime }: ModuleDeps): void {
  const service = new NoticeService({
    repo: new NoticeRepository(ctx.db, ctx.config.db.type),
    hub: realtime,
    audit,
    ids: ctx.ids,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  });
  noticeRoutes(app, service, ctx.config.timeZone);
}
