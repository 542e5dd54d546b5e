import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { Suspense } from 'react';
import { PageTitle } from '@/components/explorer/card';
import { SkeletonBody } from '@/components/explorer/skeleton';
import { CopyButton } from '@/components/explorer/copy-button';
import { TokenScopeProvider } from '@/components/explorer/token-quantity';
import { amountTokenIds, TokenMovements } from '@/components/explorer/tx/token-transfers';
import { TraceCard } from '@/components/explorer/tx/trace-card';
import { HbarTransfers } from '@/components/explorer/tx/transfers-view';
import { TxSiblings } from '@/components/explorer/tx/tx-siblings';
import { TxSummary } from '@/components/explorer/tx/tx-summary';
import { Result } from '@/components/explorer/values';
import { fetchAllActions } from '@/lib/explorer/queries';
import type { SearchParamsRecord } from '@/lib/explorer/list-query';
import { load, loadOptional, loadOrNotFound, loadTokens, optionalGetter, pageContext } from '@/lib/explorer/load';
import { withNetwork, type Network } from '@/lib/explorer/networks';
import { decodeSegment, pathId } from '@/lib/explorer/path-ids';
import { detailApiPath } from '@/lib/explorer/sections';
import { transactionHref, transactionNamedBy } from '@/lib/explorer/resolve';
import { normalizeTransactionId } from '@/lib/explorer/search';
import { BlocksResponse } from '@/lib/schemas/v1/block';
import { TransactionByIdResponse, type Transaction } from '@/lib/schemas/v1/transaction';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParamsRecord> };

const CONTRACT_TYPES = new Set(['CONTRACTCALL', 'CONTRACTCREATEINSTANCE', 'ETHEREUMTRANSACTION']);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Transaction ${decodeSegment((await params).id)}` };
}

export default async function TransactionPage({ params, searchParams }: Props) {
  const raw = decodeSegment((await params).id);
  const { network, params: query } = await pageContext(searchParams);
  // A consensus timestamp or a 32-byte (Ethereum) hash is accepted too: find the transaction and move to its id.
  // Everything up to the Suspense boundary below runs before the response starts, so a miss answers 404.
  const id = pathId('transactions', raw);
  if (id === null) notFound();
  const found = await transactionNamedBy(raw, optionalGetter(network));
  if (found === undefined) notFound();
  if (found) redirect(withNetwork(transactionHref(found), network.id === 'local' ? null : network.id));
  const { transactions } = await loadOrNotFound(network, detailApiPath('transactions', id), TransactionByIdResponse);
  const nonce = Number(query.get('nonce') ?? 0);
  const scheduled = query.get('scheduled') === 'true';
  const tx = transactions.find((t) => t.nonce === nonce && t.scheduled === scheduled) ?? transactions[0];
  if (!tx) notFound();

  const txId = normalizeTransactionId(tx.transaction_id) ?? tx.transaction_id;
  return (
    <div className="space-y-6">
      <PageTitle kicker={`Transaction · ${tx.name}`} title={txId}>
        <div className="flex items-center gap-2">
          <CopyButton value={txId} label="transaction id" />
          <Result result={tx.result} />
        </div>
      </PageTitle>
      <Suspense fallback={<SkeletonBody title="transaction" fields={12} />}>
        <TransactionDetail network={network} tx={tx} txId={txId} transactions={transactions} />
      </Suspense>
    </div>
  );
}

/** Summary, transfers and call trace: the block and the actions are read after the page has started. */
async function TransactionDetail({ network, tx, txId, transactions }: { network: Network; tx: Transaction; txId: string; transactions: Transaction[] }) {
  const [blocks, actions, tokens] = await Promise.all([
    loadOptional(network, `/api/v1/blocks?timestamp=gte:${tx.consensus_timestamp}&order=asc&limit=1`, BlocksResponse),
    CONTRACT_TYPES.has(tx.name) && tx.nonce === 0
      ? fetchAllActions(network.base, txId, (path, schema) => load(network, path, schema)).catch(() => null)
      : Promise.resolve(null),
    loadTokens(network, amountTokenIds(tx)),
  ]);
  const block = blocks?.blocks.find((b) => b.timestamp.from <= tx.consensus_timestamp && tx.consensus_timestamp <= b.timestamp.to) ?? null;
  const rawPath = `/api/v1/transactions/${txId}${tx.nonce || tx.scheduled ? `?${[tx.nonce ? `nonce=${tx.nonce}` : '', tx.scheduled ? 'scheduled=true' : ''].filter(Boolean).join('&')}` : ''}`;

  return (
    <>
      <TxSummary tx={tx} siblings={transactions} block={block} rawHref={`${network.base}${rawPath}`} />
      <HbarTransfers tx={tx} />
      <TokenScopeProvider base={network.base} known={tokens}>
        <TokenMovements tx={tx} />
      </TokenScopeProvider>
      {actions && actions.length > 0 && <TraceCard base={network.base} id={txId} initial={actions} />}
      {transactions.length > 1 && <TxSiblings transactions={transactions} current={tx} />}
    </>
  );
}
