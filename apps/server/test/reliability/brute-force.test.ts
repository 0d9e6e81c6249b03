import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';
import { recordFigures } from './support/figures.ts';
import { bySize } from './support/size.ts';

/** Sign-in attempts in the whole storm (the brief's 1,000 at full size). */
const ATTEMPTS = bySize({ small: 200, full: 1_000 });
const CONNECTIONS = 20;
/** the per-IP sign-in limit (auth routes) and the per-account lock (credentials) */
const PER_IP_LIMIT = 30;
const MAX_FAILURES = 5;

interface Answer {
  status: number;
  code: number;
  reason: string | undefined;
}

describe('brute force against the sign-in', () => {
  let t: TestApp;
  let base: string;
  let ipSeq = 0;

  beforeAll(async () => {
    // behind a proxy the client address comes from X-Forwarded-For, which lets one test speak for many IPs
    t = await startTestApp('sqlite', {}, { TRUST_PROXY: 'true' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const freshIp = () => `10.${(++ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;

  async function login(account: string, password: string, ip: string): Promise<Answer> {
    const res = await fetch(`${base}/api/sysAuth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ account, password }),
    });
    const json = (await res.json()) as { code: number; extras?: { reason?: string } };
    return { status: res.status, code: json.code, reason: json.extras?.reason };
  }

  /** Runs the attempts `CONNECTIONS` at a time, in order of sending. */
  async function storm(attempts: (() => Promise<Answer>)[]): Promise<Answer[]> {
    const answers: Answer[] = new Array(attempts.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < attempts.length) {
          const i = next++;
          answers[i] = await (attempts[i] as () => Promise<Answer>)();
        }
      }),
    );
    return answers;
  }

  /** Health calls every 100 ms while `work` runs: all must answer; their latencies are recorded. */
  async function probing<T>(work: Promise<T>): Promise<{ result: T; latencies: number[]; failures: number }> {
    const latencies: number[] = [];
    let failures = 0;
    let done = false;
    const prober = (async () => {
      while (!done) {
        const started = performance.now();
        const res = await fetch(`${base}/api/health`);
        const json = (await res.json()) as { code: number };
        if (json.code === 200) latencies.push(performance.now() - started);
        else failures++;
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const result = await work;
    done = true;
    await prober;
    return { result, latencies, failures };
  }

  it('keeps the per-account lock, the per-IP limit and the server answering through the storm', async () => {
    const fromOneIp = Math.round(ATTEMPTS * 0.4);
    const stuffing = Math.round(ATTEMPTS * 0.05);
    const distributed = ATTEMPTS - fromOneIp - stuffing;
    const oneIp = freshIp();
    const attempts = [
      // one address guessing one account
      ...Array.from({ length: fromOneIp }, (_, i) => () => login('admin', `guess-${i}`, oneIp)),
      // a botnet: a new address for every guess at the super admin
      ...Array.from({ length: distributed }, (_, i) => () => login('superadmin', `guess-${i}`, freshIp())),
      // credential stuffing: unknown accounts (each costs a full password hash)
      ...Array.from({ length: stuffing }, (_, i) => () => login(`nobody${i}`, 'Password1!', freshIp())),
    ];
    const started = performance.now();
    const { result: answers, latencies, failures } = await probing(storm(attempts));
    const seconds = (performance.now() - started) / 1000;

    const oneIpAnswers = answers.slice(0, fromOneIp);
    const botnetAnswers = answers.slice(fromOneIp, fromOneIp + distributed);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(
      answers.some((a) => a.code === 200),
      'no guess signed in',
    ).toBe(false);
    // the single address is cut off by the rate limit after its quota
    expect(oneIpAnswers.filter((a) => a.status !== 429).length).toBeLessThanOrEqual(PER_IP_LIMIT);
    expect(oneIpAnswers.filter((a) => a.status === 429).length).toBe(fromOneIp - PER_IP_LIMIT);
    // however many addresses guess, an account gets MAX_FAILURES password checks, then it is locked
    const checked = (list: Answer[]) => list.filter((a) => a.reason === 'auth.badCredentials').length;
    expect(checked(oneIpAnswers)).toBeLessThan(MAX_FAILURES);
    expect(checked(botnetAnswers)).toBeLessThan(MAX_FAILURES);
    expect(botnetAnswers.filter((a) => a.reason === 'auth.locked').length).toBe(
      distributed - checked(botnetAnswers),
    );
    expect(failures, 'every health call answered').toBe(0);
    expect(latencies.length).toBeGreaterThan(0);

    // the right password is refused while locked, from anywhere
    expect((await login('superadmin', TEST_ADMIN_PASSWORD, freshIp())).reason).toBe('auth.locked');
    expect((await login('admin', TEST_ADMIN_PASSWORD, freshIp())).reason).toBe('auth.locked');
    // ... and accepted once an administrator unlocked the account
    await t.identity.credentials.unlock('superadmin');
    expect((await login('superadmin', TEST_ADMIN_PASSWORD, freshIp())).code).toBe(200);

    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (q: number) => Number((sorted[Math.floor(q * (sorted.length - 1))] ?? 0).toFixed(1));
    recordFigures('brute-force', {
      attempts: ATTEMPTS,
      connections: CONNECTIONS,
      seconds: Number(seconds.toFixed(1)),
      attemptsPerSecond: Math.round(ATTEMPTS / seconds),
      rateLimited: answers.filter((a) => a.status === 429).length,
      locked: answers.filter((a) => a.reason === 'auth.locked').length,
      passwordChecksOnAttackedAccounts: checked(oneIpAnswers) + checked(botnetAnswers),
      healthCalls: latencies.length,
      healthMs: { p50: at(0.5), p95: at(0.95), max: at(1) },
    });
  });

  it('counts concurrent guesses before checking them, so they cannot get past the lock together', async () => {
    await t.identity.credentials.unlock('admin');
    // four failures, then twenty guesses at once whose last one is right
    for (let i = 0; i < MAX_FAILURES - 1; i++) await login('admin', `slow-${i}`, freshIp());
    const burst = Array.from(
      { length: CONNECTIONS },
      (_, i) => () => login('admin', i === CONNECTIONS - 1 ? TEST_ADMIN_PASSWORD : `burst-${i}`, freshIp()),
    );
    const answers = await storm(burst);
    expect(answers.filter((a) => a.code === 200)).toEqual([]);
    expect(answers.filter((a) => a.reason === 'auth.locked').length).toBe(CONNECTIONS);
  });
});
