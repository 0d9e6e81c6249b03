import { createHmac, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

/** A message the fake gateway accepted. */
export interface SentSms {
  phone: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
}

/**
 * RFC 3986 percent-encoding written out byte by byte, independently of the product's: a shared mistake in both
 * would otherwise go unnoticed.
 */
function encode(value: string): string {
  let out = '';
  for (const char of value) {
    if (/^[A-Za-z0-9\-_.~]$/.test(char)) out += char;
    else
      for (const byte of Buffer.from(char, 'utf8'))
        out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function expectedSignature(method: string, params: Record<string, string>, secret: string): string {
  const query = Object.entries(params)
    .filter(([name]) => name !== 'Signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
  return createHmac('sha1', `${secret}&`)
    .update(`${method}&${encode('/')}&${encode(query)}`)
    .digest('base64');
}

const REQUIRED = ['AccessKeyId', 'Action', 'PhoneNumbers', 'SignName', 'SignatureMethod', 'SignatureNonce'];

/**
 * Aliyun's SendSms (dysmsapi RPC API) on 127.0.0.1: checks the AccessKey signature the way the real service does
 * and answers in its shapes, records what it accepted. `refuseNext` makes the next call fail with a business code.
 */
export async function startFakeAliyunSms(accounts: Record<string, string>) {
  const sent: SentSms[] = [];
  const nonces = new Set<string>();
  let refusal: string | undefined;
  const app = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const error = (code: string, message: string) => ({
    RequestId: randomUUID(),
    Code: code,
    Message: message,
  });

  app.post('/', async (request, reply) => {
    const params = (request.body ?? {}) as Record<string, string>;
    const missing = REQUIRED.find((name) => !params[name]);
    if (missing)
      return reply.code(400).send(error('MissingParameter', `${missing} is mandatory for this action.`));
    const secret = accounts[params.AccessKeyId as string];
    if (secret === undefined)
      return reply.code(404).send(error('InvalidAccessKeyId.NotFound', 'Specified access key is not found.'));
    if (
      params.SignatureMethod !== 'HMAC-SHA1' ||
      params.SignatureVersion !== '1.0' ||
      params.Signature !== expectedSignature('POST', params, secret)
    )
      return reply
        .code(400)
        .send(error('SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.'));
    if (nonces.has(params.SignatureNonce as string))
      return reply.code(400).send(error('SignatureNonceUsed', 'Specified signature nonce was used already.'));
    nonces.add(params.SignatureNonce as string);
    if (
      Math.abs(Date.parse(params.Timestamp ?? '') - Date.now()) > 15 * 60_000 ||
      Number.isNaN(Date.parse(params.Timestamp ?? ''))
    )
      return reply
        .code(400)
        .send(error('InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.'));
    if (params.Action !== 'SendSms' || params.Version !== '2017-05-25')
      return reply.code(400).send(error('InvalidAction.NotFound', 'Specified api is not found.'));
    if (refusal) {
      const code = refusal;
      refusal = undefined;
      return error(code, 'refused by the test');
    }
    sent.push({
      phone: params.PhoneNumbers as string,
      signName: params.SignName as string,
      templateCode: params.TemplateCode as string,
      templateParam: JSON.parse(params.TemplateParam ?? '{}') as Record<string, string>,
    });
    return { RequestId: randomUUID(), Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/`,
    sent,
    /** the code of the last message to a phone */
    codeFor: (phone: string) => [...sent].reverse().find((m) => m.phone === phone)?.templateParam.code,
    refuseNext: (code: string) => {
      refusal = code;
    },
    close: () => app.close(),
  };
}

export type FakeAliyunSms = Awaited<ReturnType<typeof startFakeAliyunSms>>;
