// The pages' Content-Security-Policy allows no eval (lib/http/csp.ts). Zod probes for it with `new Function` as it
// builds each object schema, unless told to be jitless first, and the browser reports that probe as a violation even
// though Zod catches it. Zod keeps its settings on globalThis.__zod_globalConfig (zod-jitless.test.ts holds it to
// that), so the setting is made here without loading zod: the Providers import this module, and every page loads
// them before any code that builds a schema. The server has no such policy and keeps Zod's compiled parsers.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
if (typeof window !== 'undefined') (holder.__zod_globalConfig ??= {}).jitless = true;

export {};
