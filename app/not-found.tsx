import Link from 'next/link';

/** Unknown page, or an id the ledger does not have. */
export default function NotFound() {
  return (
    <div className="mx-auto max-w-2xl space-y-4 py-12 text-center">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">Not found on this network</h1>
      <p className="text-slate-700 dark:text-slate-300">
        There is no such page, or the ledger has no account, transaction, block or schedule with that id. Ids look like
        <span className="font-mono"> 0.0.1001</span>, transaction ids like <span className="font-mono">0.0.1001-1700000000-000000123</span>.
      </p>
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
