import { z } from 'zod';

// The pages' Content-Security-Policy allows no eval (lib/http/csp.ts). Zod would probe for it with `new Function`
// before its first object parse, and the browser reports that probe as a violation even though Zod catches it. Every
// module that parses in the browser imports this one first. The server has no such policy and keeps Zod's compiled
// parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });
