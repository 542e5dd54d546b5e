'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import type { ComponentProps } from 'react';
import { withNetwork } from '@/lib/explorer/networks';

/** The current page's `?network=`, so every explorer link stays on the same network. */
export function useNetworkId(): string | null {
  return useSearchParams().get('network');
}

/** A Next link that keeps the network of the page it is on. */
export function NetLink({ href, ...rest }: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  const network = useNetworkId();
  return <Link href={withNetwork(href, network)} {...rest} />;
}
