import Link from 'next/link';
import { NotFoundExplanation } from '@/components/explorer/not-found-explanation';

/** Unknown page, an id the ledger does not have, or a path segment that is not an id at all. */
export default function NotFound() {
  return (
    <div className="mx-auto max-w-2xl space-y-4 py-12 text-center">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">404</p>
      <NotFoundExplanation />
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
