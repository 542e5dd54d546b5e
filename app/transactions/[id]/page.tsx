import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { PageTitle } from '@/components/explorer/card';
import { CopyButton } from '@/components/explorer/copy-button';
import { TokenScopeProvider } from '@/components/explorer/token-quantity';
import { amountTokenIds, TokenMovements } from '@/components/explorer/tx/token-transfers';
import { TraceCard } from '@/components/explorer/tx/trace-card';
import { HbarTransfers } from '@/components/explorer/tx/transfers-view';
import { TxSiblings } from '@/components/explorer/tx/tx-siblings';
import { TxSummary } from '@/components/explorer/tx/tx-summary';
import { Result } from '@/components/explorer/values';
import { fetchAllActions } from '@/lib/client/explorer-queries';
import type { SearchParamsRecord } from '@/lib/explorer/list-query';
import { load, loadOptional, loadOrNotFound, loadTokens, pageContext } from '@/lib/explorer/load';
import { withNetwork } from '@/lib/explorer/networks';
import { transactionHref } from '@/lib/explorer/resolve';
import { normalizeTransactionId } from '@/lib/explorer/search';
import { BlocksResponse } from '@/lib/schemas/v1/block';
import { TransactionByIdResponse, TransactionsResponse } from '@/lib/schemas/v1/transaction';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParamsRecord> };

const CONTRACT_TYPES = new Set(['CONTRACTCALL', 'CONTRACTCREATEINSTANCE', 'ETHEREUMTRANSACTION']);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Transaction ${decodeURIComponent((await params).id)}` };
}

export default async function TransactionPage({ params, searchParams }: Props) {
  const raw = decodeURIComponent((await params).id).trim();
  const { network, params: query } = await pageContext(searchParams);
  // A consensus timestamp is accepted too: find the transaction and move to its id.
  if (/^\d{1,19}\.\d{1,9}$/.test(raw)) {
    const at = await load(network, `/api/v1/transactions?timestamp=${raw}`, TransactionsResponse);
    const tx = at.transactions[0];
    if (!tx) notFound();
    redirect(withNetwork(transactionHref(tx), network.id === 'local' ? null : network.id));
  }
  const id = normalizeTransactionId(raw) ?? raw.replace(/^0x/i, '');
  const { transactions } = await loadOrNotFound(network, `/api/v1/transactions/${id}`, TransactionByIdResponse);
  const nonce = Number(query.get('nonce') ?? 0);
  const scheduled = query.get('scheduled') === 'true';
  const tx = transactions.find((t) => t.nonce === nonce && t.scheduled === scheduled) ?? transactions[0];
  if (!tx) notFound();

  const txId = normalizeTransactionId(tx.transaction_id) ?? tx.transaction_id;
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
    <div className="space-y-6">
      <PageTitle kicker={`Transaction · ${tx.name}`} title={txId}>
        <div className="flex items-center gap-2">
          <CopyButton value={txId} label="transaction id" />
          <Result result={tx.result} />
        </div>
      </PageTitle>
      <TxSummary tx={tx} siblings={transactions} block={block} rawHref={`${network.base}${rawPath}`} />
      <HbarTransfers tx={tx} />
      <TokenScopeProvider base={network.base} known={tokens}>
        <TokenMovements tx={tx} />
      </TokenScopeProvider>
      {actions && actions.length > 0 && <TraceCard base={network.base} id={txId} initial={actions} />}
      {transactions.length > 1 && <TxSiblings transactions={transactions} current={tx} />}
    </div>
  );
}
