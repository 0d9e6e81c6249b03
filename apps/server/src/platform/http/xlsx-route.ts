import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { rawRoute } from './raw-route.ts';
import type { RouteGate } from './access.ts';
import type { Access } from './route.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Accepts an uploaded workbook as the raw request body (Content-Type: the xlsx type). */
export function installXlsxParser(app: FastifyInstance, bodyLimit: number): void {
  if (app.hasContentTypeParser(XLSX_MIME)) return;
  app.addContentTypeParser(XLSX_MIME, { parseAs: 'buffer', bodyLimit }, (_request, body, done) => {
    done(null, body);
  });
}

interface FileRouteDef<B extends z.ZodType> {
  url: string;
  access: Access;
  gate?: RouteGate;
  summary: string;
  tags: string[];
  body?: B;
  fileName: string;
  handler: (body: z.output<B>, request: FastifyRequest) => Promise<Buffer>;
}

/** A POST route answering an .xlsx attachment instead of the JSON envelope (exports, templates). */
export function fileRoute<B extends z.ZodType = z.ZodUndefined>(
  app: FastifyInstance,
  def: FileRouteDef<B>,
): void {
  rawRoute<B>(app, {
    method: 'POST',
    url: def.url,
    access: def.access,
    ...(def.gate ? { gate: def.gate } : {}),
    summary: def.summary,
    tags: def.tags,
    body: def.body,
    produces: `an .xlsx attachment (${def.fileName})`,
    handler: async ({ body, request, reply }) =>
      reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', `attachment; filename="${def.fileName}"`)
        .send(await def.handler(body, request)),
  });
}
