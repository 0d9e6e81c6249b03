import { idInput } from '@retail/contracts/api/fields';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { contentDisposition } from '../../../platform/http/content-disposition.ts';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { rawRoute } from '../../../platform/http/raw-route.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import { readUpload } from '../../../platform/storage/upload.ts';
import {
  contentParams,
  fileOutput,
  filePageInput,
  fileRenameInput,
  idParams,
} from '@retail/contracts/api/system/file';
import type { FileContent, FileService } from './service.ts';

const tags = ['sysFile'];
const MULTIPART = 'multipart/form-data with one part named "file"';

/** A stored file as the answer: its name, type and length, and no script allowed to run in it. */
export function sendContent(reply: FastifyReply, content: FileContent): FastifyReply {
  // a PDF needs the browser's viewer; everything else is shown with nothing allowed to run
  if (content.contentType !== 'application/pdf')
    reply.header('content-security-policy', "default-src 'none'");
  return reply
    .header('content-disposition', contentDisposition(content.disposition, content.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=0, must-revalidate')
    .header('content-length', String(content.sizeBytes))
    .type(content.disposition === 'attachment' ? 'application/octet-stream' : content.contentType)
    .send(content.stream);
}

export function fileRoutes(
  app: FastifyInstance,
  service: FileService,
  { timeZone, maxUploadBytes }: { timeZone: string; maxUploadBytes: number },
): void {
  const route = routeRegistrar(app, timeZone);
  const readImage = (request: FastifyRequest) => readUpload(request, maxUploadBytes, { imagesOnly: true });
  route({
    method: 'POST',
    url: '/api/sysFile/page',
    access: { permission: 'sysFile:page' },
    kind: 'read',
    summary: 'Page of the tenant’s files (filters: fileName, suffix, category, startTime, endTime)',
    tags,
    body: filePageInput,
    result: pageResultSchema(fileOutput),
    handler: ({ body, request }) => service.page(principalOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/sysFile/uploadFile',
    access: { permission: 'sysFile:uploadFile' },
    summary: `Upload a file (${MULTIPART}); type checked against the content, size limited`,
    tags,
    result: fileOutput,
    handler: async ({ request }) =>
      service.upload(actorOf(request), await readUpload(request, maxUploadBytes)),
  });
  route({
    method: 'POST',
    url: '/api/sysFile/uploadAvatar',
    access: { permission: 'sysFile:uploadAvatar' },
    summary: `Upload the caller’s avatar image (${MULTIPART}); the previous one is removed`,
    tags,
    result: fileOutput,
    handler: async ({ request }) =>
      service.uploadOwnImage(actorOf(request), await readImage(request), 'avatar'),
  });
  route({
    method: 'POST',
    url: '/api/sysFile/uploadSignature',
    access: { permission: 'sysFile:uploadSignature' },
    summary: `Upload the caller’s signature image (${MULTIPART}); the previous one is removed`,
    tags,
    result: fileOutput,
    handler: async ({ request }) =>
      service.uploadOwnImage(actorOf(request), await readImage(request), 'signature'),
  });
  route({
    method: 'POST',
    url: '/api/sysFile/update',
    access: { permission: 'sysFile:update' },
    summary: 'Rename a file (the display name; the suffix stays)',
    tags,
    body: fileRenameInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.rename(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysFile/delete',
    access: { permission: 'sysFile:delete' },
    summary: 'Delete a file and its stored content',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.delete(actorOf(request), body.id);
      return null;
    },
  });
  rawRoute(app, {
    method: 'POST',
    url: '/api/sysFile/downloadFile',
    access: { permission: 'sysFile:downloadFile' },
    summary: 'Download a file (attachment with a safe file name)',
    produces: 'application/octet-stream',
    tags,
    body: idInput,
    handler: async ({ body, request, reply }) =>
      sendContent(reply, await service.download(actorOf(request), body.id)),
  });
  rawRoute(app, {
    method: 'GET',
    url: '/api/sysFile/preview/:id',
    access: { permission: 'sysFile:page' },
    summary: 'Show an image or PDF inline',
    produces: 'the image or PDF',
    tags,
    params: idParams,
    handler: async ({ params, request, reply }) =>
      sendContent(reply, await service.preview(actorOf(request), params.id)),
  });
  rawRoute(app, {
    method: 'GET',
    url: '/api/sysFile/content/:id/:token',
    access: { public: true },
    summary: 'A file through its signed link (the `url` of a file: avatars, signatures, notice images)',
    produces: 'the file',
    tags,
    params: contentParams,
    handler: async ({ params, reply }) => sendContent(reply, await service.content(params.id, params.token)),
  });
}
