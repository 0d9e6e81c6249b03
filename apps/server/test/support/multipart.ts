import type { FastifyInstance } from 'fastify';

/** A multipart/form-data body with one file part, built by hand so tests control every byte and header. */
export function multipartBody(
  fileName: string,
  data: Buffer,
  contentType = 'application/octet-stream',
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----retailtest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  fileName: string,
  data: Buffer,
  contentType?: string,
) {
  const body = multipartBody(fileName, data, contentType);
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, json: res.json<{ code: number; message: string; result: unknown }>() };
}

/** Small but real file contents, recognised by their magic bytes. */
export const samples = {
  png: (size = 64) =>
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size, 7)]),
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]),
  text: () => Buffer.from('code,name\n110000,北京市\n'),
};
