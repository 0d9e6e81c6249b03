import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { pageResultSchema } from '../../../platform/http/paging.ts';
import { rawRoute } from '../../../platform/http/raw-route.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { contentParams, fileOutput, filePageInput, fileRenameInput, idInput, idParams } from './schemas.ts';
import type { FileService } from './service.ts';

const tags = ['sysFile'];
const MULTIPART = 'multipart/form-data with one part named "file"';

export function fileRoutes(app: FastifyInstance, service: FileService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
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
    handler: ({ request }) => service.upload(request),
  });
  route({
    method: 'POST',
    url: '/api/sysFile/uploadAvatar',
    access: { permission: 'sysFile:uploadAvatar' },
    summary: `Upload the caller’s avatar image (${MULTIPART}); the previous one is removed`,
    tags,
    result: fileOutput,
    handler: ({ request }) => service.uploadOwnImage(request, 'avatar'),
  });
  route({
    method: 'POST',
    url: '/api/sysFile/uploadSignature',
    access: { permission: 'sysFile:uploadSignature' },
    summary: `Upload the caller’s signature image (${MULTIPART}); the previous one is removed`,
    tags,
    result: fileOutput,
    handler: ({ request }) => service.uploadOwnImage(request, 'signature'),
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
      await service.rename(request, body);
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
      await service.delete(request, body.id);
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
    handler: ({ body, request, reply }) => service.download(request, reply, body.id),
  });
  rawRoute(app, {
    method: 'GET',
    url: '/api/sysFile/preview/:id',
    access: { permission: 'sysFile:page' },
    summary: 'Show an image or PDF inline',
    produces: 'the image or PDF',
    tags,
    params: idParams,
    handler: ({ params, request, reply }) => service.preview(request, reply, params.id),
  });
  rawRoute(app, {
    method: 'GET',
    url: '/api/sysFile/content/:id/:token',
    access: { public: true },
    summary: 'A file through its signed link (the `url` of a file: avatars, signatures, notice images)',
    produces: 'the file',
    tags,
    params: contentParams,
    handler: ({ params, reply }) => service.content(reply, params.id, params.token),
  });
}
