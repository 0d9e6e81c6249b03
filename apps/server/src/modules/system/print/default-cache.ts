import { printDefaultOutput } from '@retail/contracts/api/system/print';
import type { z } from 'zod';
import type { Cache } from '../../../platform/cache/index.ts';
import { cachedAnswer, type JsonAnswer } from '../../../platform/http/json-answer.ts';

const TTL_SECONDS = 3600;
/** One generation for every tenant: template writes are rare, and a start must forget what the seed changed. */
const GENERATION_KEY = 'sysPrint:gen';
const answerKey = (tenantId: number, docType: string) => `sysPrint:default:${tenantId}:${docType}`;

/**
 * The `defaultFor` answers every print button asks for, kept per tenant and document type in the app's cache
 * (memory, or Redis shared by every instance). Every template write bumps the generation and drops the type's
 * answer, so an answer a slow read stores after a write is computed again; so does every start, as its seed may
 * have given tenants new defaults.
 */
export class PrintDefaultCache {
  constructor(private readonly cache: Cache) {}

  answer(
    tenantId: number,
    docType: string,
    compute: () => Promise<z.output<typeof printDefaultOutput>>,
  ): Promise<JsonAnswer> {
    return cachedAnswer(
      this.cache,
      answerKey(tenantId, docType),
      TTL_SECONDS,
      GENERATION_KEY,
      printDefaultOutput,
      compute,
    );
  }

  async changed(tenantId: number, docType: string): Promise<void> {
    await this.forgetAll();
    await this.cache.del(answerKey(tenantId, docType));
  }

  async forgetAll(): Promise<void> {
    await this.cache.incr(GENERATION_KEY);
  }
}
