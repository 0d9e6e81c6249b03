import { SECRET_KEY } from '../../../platform/logging/mask.ts';

/** Words of a column name (split at `_`) that make it a secret besides those the logs already mask. */
const SECRET_WORDS = new Set(['pwd', 'jti', 'salt', 'key', 'credential', 'credentials', 'private', 'otp']);

/**
 * Whether a column holds a secret, judged by its name alone: the names the logs mask (anything with pass,
 * password, token, secret, authorization, signature, captcha or smscode in it), or a name with one of the words
 * pwd, jti, salt, key, credential(s), private or otp (`api_key`, `refresh_jti`). The rule errs towards hiding: a
 * sale's `client_key` or a user's `signature` are masked too. Seed texts mask these values; entity output
 * schemas leave these columns out.
 */
export function isSecretColumn(name: string): boolean {
  return SECRET_KEY.test(name) || name.split('_').some((word) => SECRET_WORDS.has(word));
}
