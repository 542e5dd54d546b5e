'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { makeQueryClient } from '@/lib/client/query-client';

// The pages' Content-Security-Policy allows no eval (lib/http/csp.ts). Zod would probe for it with `new Function`
// before its first object parse, and the browser reports that probe as a violation even though Zod catches it.
z.config({ jitless: true });

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
