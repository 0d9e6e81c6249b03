// The Content-Security-Policy forbids eval, so zod must never compile its parsers in the browser (it probes with
// `new Function`, which the browser reports as a violation). zod reads this global config, whichever chunk loads it
// first, so it is set before any other module of the app runs.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
