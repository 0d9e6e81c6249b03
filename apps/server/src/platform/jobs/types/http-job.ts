import { z } from 'zod';
import { defineJobType, type JobType } from '../job-type.ts';
import { refuseInternalAddress } from './address-guard.ts';

/** The most of a response a run keeps. */
const RESULT_BYTES = 2048;

const params = z.strictObject({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']).default('GET'),
  url: z.url({ protocol: /^https?$/ }),
  headers: z.record(z.string(), z.string()).default({}),
  body: z.string().max(65_536).optional(),
  /** the request's own limit, within the run's timeout */
  timeoutMs: z.number().int().min(100).max(30_000).default(10_000),
});

async function firstBytes(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < RESULT_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, RESULT_BYTES));
}

/**
 * Calls a URL: method, headers, body and timeout. Internal addresses are refused unless allow-listed; redirects are
 * not followed (a redirect could lead to one). The status and the first 2 KB of the answer are the result; a
 * status other than 2xx fails the run.
 */
export function httpJobType(allow: readonly string[]): JobType {
  return defineJobType({
    type: 'http',
    title: { 'zh-cn': 'HTTP 请求', en: 'HTTP request', 'zh-tw': 'HTTP 請求' },
    description: {
      'zh-cn': '按计划调用一个 URL（不允许内网地址，除非在 JOB_HTTP_ALLOW 中列出），记录状态码和前 2 KB 响应',
      en: 'Calls a URL on schedule (internal addresses only when listed in JOB_HTTP_ALLOW) and keeps the status and the first 2 KB of the answer',
      'zh-tw': '按計畫呼叫一個 URL（不允許內網位址，除非在 JOB_HTTP_ALLOW 中列出），記錄狀態碼和前 2 KB 回應',
    },
    params,
    concurrent: true,
    timeoutMs: 60_000,
    async run(p, { signal }) {
      const url = new URL(p.url);
      await refuseInternalAddress(url, allow);
      const response = await fetch(url, {
        method: p.method,
        headers: p.headers,
        ...(p.body === undefined || p.method === 'GET' || p.method === 'HEAD' ? {} : { body: p.body }),
        redirect: 'manual',
        signal: AbortSignal.any([signal, AbortSignal.timeout(p.timeoutMs)]),
      });
      const result = `${response.status} ${response.statusText}\n${await firstBytes(response)}`.trimEnd();
      if (response.status < 200 || response.status > 299) throw new Error(result);
      return result;
    },
  });
}
