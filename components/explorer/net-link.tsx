'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import type { ComponentProps } from 'react';
import { withNetwork } from '@/lib/explorer/networks';

/** The current page's `?network=`, so every explorer link stays on the same network. */
export function useNetworkId(): string | null {
  return useSearchParams().get('network');
}

/**
 * A Next link that keeps the network of the page it is on. Not prefetched unless asked: an explorer page holds
 * dozens of entity links, and prefetching each one cost a server render per link on every page view (37 on the
 * home page) for pages the reader mostly never opens.
 */
export function NetLink({
  href,
  prefetch = false,
  ...rest
}: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  const network = useNetworkId();
  return <Link href={withNetwork(href, network)} prefetch={prefetch} {...rest} />;
}
