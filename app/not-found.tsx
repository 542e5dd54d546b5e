import Link from 'next/link';
import { headers } from 'next/headers';
import { NotFoundExplanation } from '@/components/explorer/not-found-explanation';
import { explorerNetworks } from '@/lib/explorer/load';
import { explainMissing, MISSING_PATH_HEADER } from '@/lib/explorer/path-ids';

/** Unknown page, an id the ledger does not have, or a path segment that is not an id at all. */
export default async function NotFound() {
  // Set when the proxy rewrote an unknown id or network here: the path and query the visitor asked for.
  const missing = (await headers()).get(MISSING_PATH_HEADER);
  return (
    <div className="mx-auto max-w-2xl space-y-4 py-12 text-center">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">404</p>
      <NotFoundExplanation explained={missing === null ? undefined : explainMissing(missing, explorerNetworks())} />
      <p className="flex justify-center gap-4">
        <Link href="/search" className="text-sky-700 underline dark:text-sky-400">
          What can I search for?
        </Link>
        <Link href="/" className="text-sky-700 underline dark:text-sky-400">
          Network overview
        </Link>
      </p>
    </div>
  );
}
