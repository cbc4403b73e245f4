// Zod (inside the bundled ext-apps) probes whether it may compile parsers with `Function('')`; the views'
// policy refuses it, and the refusal files a CSP violation report on every load although zod catches it.
// Zod's global config (one object on globalThis, which zod keeps if it exists) skips the probe when jitless.
// Set in place, before zod's first parse; imported first by connect.ts.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;
