'use client';

import { usePathname } from 'next/navigation';
import { explainNotFound, type NotFoundExplanation as Explained } from '@/lib/explorer/path-ids';

/**
 * The not-found page's heading and first words, from the path it is shown for: a well-formed id the ledger does not
 * have, or a path segment that cannot be an id of that kind (with the forms it can take). The not-found page gets
 * no props: the server passes the words for what the proxy found missing, or else the browser's path is explained.
 */
export function NotFoundExplanation({ explained: given }: { explained?: Explained | null }) {
  const pathname = usePathname();
  const explained = given === undefined ? explainNotFound(pathname ?? '') : given;
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">{explained?.heading ?? 'Not found on this network'}</h1>
      {explained ? (
        <p className="break-words text-slate-700 dark:text-slate-300">
          {explained.message} {explained.forms}
        </p>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">
          There is no such page, or the ledger has no account, transaction, block or schedule with that id. Ids look
          like
          <span className="font-mono"> 0.0.1001</span>, transaction ids like{' '}
          <span className="font-mono">0.0.1001-1700000000-000000123</span>.
        </p>
      )}
    </>
  );
}
