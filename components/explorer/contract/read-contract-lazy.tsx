'use client';

import dynamic from 'next/dynamic';
import type { ReadContractProps } from './read-contract';

/**
 * The panel's code (viem's encoder and decoder, zod, the web3 schemas) in a chunk of its own, loaded after the page
 * has painted: its reads start in the browser anyway, so rendering it on the server would show only the same wait.
 */
const ReadContract = dynamic(() => import('./read-contract'), {
  ssr: false,
  loading: () => <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-400">Loading the reader…</p>,
});

export function ReadContractLazy(props: ReadContractProps) {
  return <ReadContract {...props} />;
}
