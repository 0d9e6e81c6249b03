import { config } from 'zod';

/**
 * Zod compiles object parsers with `new Function` unless told not to, and probing for it is itself refused by the
 * app's Content Security Policy (no 'unsafe-eval'). Set before the contract's schemas are built: they read it then.
 */
config({ jitless: true });
