'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { makeQueryClient } from '@/lib/client/query-client';
import '@/lib/client/zod-jitless';
import { useMarkFirstHydration } from './static-markup';

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  useMarkFirstHydration();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
