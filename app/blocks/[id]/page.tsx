import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { Card, Fields, PageTitle } from '@/components/explorer/card';
import { CopyButton } from '@/components/explorer/copy-button';
import { TransactionsTable } from '@/components/explorer/lists/transactions-table';
import { NetLink } from '@/components/explorer/net-link';
import { Time } from '@/components/explorer/time';
import { SkeletonTable } from '@/components/explorer/skeleton';
import { HashValue } from '@/components/explorer/values';
import { followPages } from '@/lib/client/fetch-parsed';
import type { SearchParamsRecord } from '@/lib/explorer/list-query';
import { load, loadOptional, loadOrNotFound, pageContext } from '@/lib/explorer/load';
import type { Network } from '@/lib/explorer/networks';
import { decodeSegment, pathId } from '@/lib/explorer/path-ids';
import { detailApiPath, detailHref } from '@/lib/explorer/sections';
import { formatInteger } from '@/lib/core/format';
import { Block } from '@/lib/schemas/v1/block';
import { TransactionsResponse, type Transaction } from '@/lib/schemas/v1/transaction';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Block ${decodeSegment((await params).id)}` };
}

const MAX_TRANSACTIONS = 2_000;

export default async function BlockPage({ params, searchParams }: Props) {
  const id = pathId('blocks', decodeSegment((await params).id));
  const { network } = await pageContext(searchParams);
  if (id === null) notFound();
  // Read before anything streams: an unknown or malformed block answers 404 (once a fallback is sent, it is 200).
  const block = await loadOrNotFound(network, detailApiPath('blocks', id), Block);
  const number = BigInt(block.number);
  const [previous, following] = await Promise.all([
    number > 0n ? loadOptional(network, `/api/v1/blocks/${number - 1n}`, Block) : null,
    loadOptional(network, `/api/v1/blocks/${number + 1n}`, Block),
  ]);
  const nav =
    'rounded-md border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';
  return (
    <div className="space-y-6">
      <PageTitle kicker="Block" title={formatInteger(block.number)}>
        <nav aria-label="Neighbouring blocks" className="flex gap-2">
          {previous && (
            <NetLink href={detailHref('blocks', String(previous.number))} className={nav}>
              ← Block {formatInteger(previous.number)}
            </NetLink>
          )}
          {following && (
            <NetLink href={detailHref('blocks', String(following.number))} className={nav}>
              Block {formatInteger(following.number)} →
            </NetLink>
          )}
        </nav>
      </PageTitle>
      <Card id="block-summary" title="Summary">
        <Fields
          items={[
            [
              'Number',
              <span key="n" className="font-mono">
                {formatInteger(block.number)}
                <CopyButton value={String(block.number)} label="block number" />
              </span>,
            ],
            ['Hash', <HashValue key="h" value={block.hash} label="block hash" full />],
            [
              'Previous hash',
              <HashValue
                key="p"
                value={block.previous_hash}
                label="previous block hash"
                href={previous ? detailHref('blocks', String(previous.number)) : undefined}
                full
              />,
            ],
            ['From', <Time key="f" ts={block.timestamp.from} />],
            ['To', <Time key="t" ts={block.timestamp.to} />],
            ['Transactions', formatInteger(block.count)],
            ['Gas used', block.gas_used === null ? '—' : formatInteger(block.gas_used)],
            ['Size', block.size === null ? '—' : `${formatInteger(block.size)} bytes`],
            [
              'Record file',
              <span key="r" className="break-all font-mono">
                {block.name}
                <CopyButton value={block.name} label="record file name" />
              </span>,
            ],
            ['HAPI version', block.hapi_version ?? '—'],
          ]}
        />
      </Card>
      <Suspense fallback={<SkeletonTable title="transactions" rows={Math.min(Number(block.count), 10)} columns={6} />}>
        <BlockTransactions network={network} block={block} />
      </Suspense>
    </div>
  );
}

/** Every transaction of the block: its consensus range, links.next followed to the end. */
async function BlockTransactions({ network, block }: { network: Network; block: Block }) {
  const transactions: Transaction[] = [];
  const first = `/api/v1/transactions?timestamp=gte:${block.timestamp.from}&timestamp=lte:${block.timestamp.to}&order=asc&limit=100`;
  for await (const page of followPages(first, (path) => load(network, path, TransactionsResponse))) {
    transactions.push(...page.transactions);
    if (transactions.length >= MAX_TRANSACTIONS) break;
  }
  return (
    <Card id="block-transactions" title={`Transactions (${transactions.length})`}>
      <TransactionsTable transactions={transactions} caption="Transactions in this block" />
    </Card>
  );
}
