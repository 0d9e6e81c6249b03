import { idInput, idQuery } from '@retail/contracts/api/fields';
import { pageResultSchema } from '@retail/contracts/api/paging';
import {
  backupAddInput,
  backupDetailOutput,
  backupOutput,
  backupPageInput,
  backupRestoreInput,
  backupVerifyOutput,
  backupSettingInput,
  backupSettingOutput,
  restoreStatusOutput,
} from '@retail/contracts/api/system/backup';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { receiveArchive } from '../../../platform/backup/archive-upload.ts';
import { contentDisposition } from '../../../platform/http/content-disposition.ts';
import { rawRoute } from '../../../platform/http/raw-route.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import type { BackupSchedule } from './backup-schedule.ts';
import type { RestoreService } from './restore-service.ts';
import type { BackupService } from './service.ts';

const tags = ['sysBackup'];
const url = (name: string) => `/api/sysBackup/${name}`;
const code = {
  read: { permission: 'sysBackup:page' },
  write: { permission: 'sysBackup:add' },
  restore: { permission: 'sysBackup:restore' },
} as const;

export function backupRoutes(
  app: FastifyInstance,
  backups: BackupService,
  restores: RestoreService,
  schedule: BackupSchedule,
  timeZone: string,
): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: url('page'),
    access: code.read,
    kind: 'read',
    summary:
      'Page of the archives in the backup folder (filters: status, scope, trigger, startTime, endTime)',
    tags,
    body: backupPageInput,
    result: pageResultSchema(backupOutput),
    handler: ({ body }) => backups.page(body),
  });
  route({
    method: 'GET',
    url: url('detail'),
    access: code.read,
    summary: 'An archive with its tables (rows and SHA-256 of each)',
    tags,
    query: idQuery,
    result: backupDetailOutput,
    handler: ({ query }) => backups.detail(query.id),
  });
  route({
    method: 'POST',
    url: url('add'),
    access: code.write,
    summary: 'Start a backup of the whole system or of one tenant; the row shows its progress until it ends',
    tags,
    body: backupAddInput,
    result: z.object({ id: z.number() }),
    handler: ({ body, request }) => backups.add(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: url('verify'),
    access: code.read,
    kind: 'read',
    summary:
      'Read every entry of an archive against its checksums and tell whether this server can restore it',
    tags,
    body: idInput,
    result: backupVerifyOutput,
    handler: ({ body, lang }) => backups.verify(body.id, lang),
  });
  route({
    method: 'POST',
    url: url('delete'),
    access: code.write,
    summary: 'Delete an archive and its file',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body }) => {
      await backups.delete(body.id);
      return null;
    },
  });
  route({
    method: 'POST',
    url: url('upload'),
    access: code.write,
    summary: 'Upload an archive (multipart, one part named "file"); kept only when every entry checks out',
    tags,
    result: backupOutput,
    handler: async ({ request }) =>
      backups.upload(actorOf(request), (dir, maxBytes, id) => receiveArchive(request, dir, maxBytes, id)),
  });
  route({
    method: 'POST',
    url: url('restore'),
    access: code.restore,
    summary:
      'Restore an archive (type its name and your password): a system archive replaces all data after a safety backup, in maintenance mode, and ends every session; a tenant archive becomes a new tenant',
    tags,
    body: backupRestoreInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await backups.startRestore(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'GET',
    url: url('restoreStatus'),
    access: { public: true },
    summary: 'What a restore is doing (phase, percent); answers during maintenance, without sign-in',
    tags,
    result: restoreStatusOutput,
    handler: ({ lang }) => restores.status(lang),
  });
  route({
    method: 'GET',
    url: url('setting'),
    access: code.read,
    summary: 'The backup schedule: the sys.backup job’s cron, whether it runs, and its retention',
    tags,
    result: backupSettingOutput,
    handler: () => schedule.read(),
  });
  route({
    method: 'POST',
    url: url('updateSetting'),
    access: code.write,
    summary: 'Change the backup schedule and retention (the sys.backup job and its trigger)',
    tags,
    body: backupSettingInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await schedule.update(actorOf(request), body);
      return null;
    },
  });
  rawRoute(app, {
    method: 'POST',
    url: url('download'),
    access: code.read,
    summary: 'Download an archive',
    produces: 'application/zip (the .rbk archive)',
    tags,
    body: idInput,
    handler: async ({ body, reply }) => {
      const file = await backups.download(body.id);
      return reply
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('content-length', String(file.sizeBytes))
        .header('cache-control', 'no-store')
        .type('application/zip')
        .send(file.stream);
    },
  });
}
