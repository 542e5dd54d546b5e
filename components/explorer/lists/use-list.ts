'use client';

import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { v1Query } from '@/lib/client/explorer-queries';
import { isFirstPage } from '@/lib/explorer/list-query';

const LIVE_MS = 3_000;

/** A list page's data: the server's first paint, then TanStack Query; the newest-first first page stays live. */
export function useList<S extends z.ZodType>(base: string, path: string, schema: S, initial: z.infer<S>, query: string): z.infer<S> {
  const params = new URLSearchParams(query);
  const live = isFirstPage(params) && params.get('order') !== 'asc';
  return (useQuery(v1Query(base, path, schema, initial, live ? LIVE_MS : undefined)).data ?? initial) as z.infer<S>;
}

/** What every list component receives from its server page. */
export interface ListProps<T> {
  base: string;
  path: string;
  query: string;
  initial: T;
  /** The previous page's URL (worked out on the server); null on the first page. */
  previous?: string | null;
}
