import { randomUUID } from 'node:crypto';
import type { SmsAliyunConfig } from './config.ts';
import { canonicalQuery, rpcSignature } from './signature.ts';

const API_VERSION = '2017-05-25';
const TIMEOUT_MS = 10_000;

/** The gateway refused or could not be reached; `code` is Aliyun's (`isv.BUSINESS_LIMIT_CONTROL`) or ours. */
export class SmsGatewayError extends Error {
  constructor(
    readonly code: string,
    detail: string,
  ) {
    super(`SMS gateway: ${code}: ${detail}`);
    this.name = 'SmsGatewayError';
  }
}

/** Aliyun's answer to SendSms (and its error body, which has Code and Message too). */
interface SendSmsAnswer {
  Code?: string;
  Message?: string;
  RequestId?: string;
  BizId?: string;
}

/** Aliyun SMS (dysmsapi) SendSms over its RPC API, signed with the AccessKey; no SDK needed. */
export class AliyunSmsClient {
  constructor(private readonly config: SmsAliyunConfig) {}

  /** The request's parameters with their signature, as sent in the form body. */
  signedParams(
    phone: string,
    templateParam: Record<string, string>,
    now = new Date(),
  ): Record<string, string> {
    const { accessKeyId, accessKeySecret, signName, templateCode, regionId } = this.config;
    const params: Record<string, string> = {
      AccessKeyId: accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      RegionId: regionId,
      SignName: signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(templateParam),
      Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: API_VERSION,
    };
    return { ...params, Signature: rpcSignature('POST', params, accessKeySecret) };
  }

  /** Sends one templated message; resolves with the gateway's BizId, throws SmsGatewayError otherwise. */
  async send(phone: string, templateParam: Record<string, string>): Promise<string> {
    let response: Response;
    try {
      response = await fetch(this.config.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: canonicalQuery(this.signedParams(phone, templateParam)),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      throw new SmsGatewayError('Unreachable', cause ?? (error as Error).name);
    }
    const answer = (await response.json().catch(() => ({}))) as SendSmsAnswer;
    if (answer.Code === 'OK') return answer.BizId ?? '';
    throw new SmsGatewayError(
      answer.Code ?? `HTTP ${response.status}`,
      (answer.Message ?? response.statusText).slice(0, 200),
    );
  }
}
