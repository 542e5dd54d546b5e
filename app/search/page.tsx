import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Card, PageTitle } from '@/components/explorer/card';
import type { SearchParamsRecord } from '@/lib/explorer/list-query';
import { optionalGetter, pageContext } from '@/lib/explorer/load';
import { LOCAL_NETWORK, withNetwork } from '@/lib/explorer/networks';
import { resolveSearch } from '@/lib/explorer/resolve';
import { ACCEPTED_INPUTS, classify, SYMBOL_SCAN } from '@/lib/explorer/search';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Search' };

const KIND_NAMES: Record<string, string> = {
  'entity-id': 'an entity id',
  'entity-id-checksum': 'an entity id with checksum',
  number: 'a number (entity or block)',
  'transaction-id': 'a transaction id',
  timestamp: 'a consensus timestamp',
  'hash-48': 'a 48-byte hash',
  'hash-32': 'a 32-byte hash',
  'evm-address': 'an EVM address',
  'public-key': 'a public key',
  alias: 'an account alias',
};

/** Enter without a dropdown pick lands here: the best match opens at once; otherwise what can be searched. */
export default async function SearchPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const { network, params } = await pageContext(searchParams);
  const q = (params.get('q') ?? '').trim();
  const networkId = network.id === 'local' ? null : network.id;
  const matches = q ? await resolveSearch(q, optionalGetter(network)) : [];
  if (matches[0]) redirect(withNetwork(matches[0].href, networkId));
  const { kinds: all } = classify(q);
  // Text that names no identifier was still looked up as a token's name and symbol: say that it was.
  const kinds = all.filter((k) => k !== 'token-text');
  const asToken = all.includes('token-text')
    ? `, and no token has it in its name or as its symbol (among the ${SYMBOL_SCAN} newest)`
    : '';
  return (
    <div className="space-y-6">
      <PageTitle kicker="Search" title={q ? 'No match' : 'Search the ledger'} mono={false} />
      <Card id="search-help" title="What you can search for">
        <div className="space-y-4 p-4 text-sm">
          {q && (
            <p role="status">
              <span className="break-all font-mono">“{q}”</span>{' '}
              {kinds.length > 0
                ? `looks like ${kinds.map((k) => KIND_NAMES[k] ?? k).join(' or ')}, but nothing with it exists on ${network.id === LOCAL_NETWORK.id ? 'this network' : network.name}.`
                : `is not an identifier the ledger knows${asToken}. Accepted inputs:`}
            </p>
          )}
          <dl className="divide-y divide-slate-100 dark:divide-slate-800">
            {ACCEPTED_INPUTS.map((input) => (
              <div key={input.kind} className="grid gap-1 py-2 sm:grid-cols-[20rem_1fr] sm:gap-4">
                <dt className="font-medium">{input.kind}</dt>
                <dd className="break-all font-mono text-slate-700 dark:text-slate-300">{input.example}</dd>
              </div>
            ))}
          </dl>
          <p>
            Press <kbd className="rounded border border-slate-300 px-1 dark:border-slate-600">/</kbd> anywhere to jump
            to the search box.
          </p>
        </div>
      </Card>
    </div>
  );
}
