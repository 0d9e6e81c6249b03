import type * as Argon2 from '@node-rs/argon2';
import { lazyRequire } from '../runtime/lazy-require.ts';

/** the native module loads on the first sign-in, not at start */
const argon2 = lazyRequire<typeof Argon2>('@node-rs/argon2');

// argon2id (the library default algorithm) with OWASP's recommended minimum cost: m=19 MiB, t=2, p=1
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return argon2().hash(plain, OPTIONS);
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await argon2().verify(stored, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check so an unknown account cannot be told from a wrong password. */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, plain);
  return false;
}
