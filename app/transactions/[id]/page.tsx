import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { Suspense } from 'react';
import { PageTitle } from '@/components/explorer/card';
import { SkeletonBody } from '@/components/explorer/skeleton';
import { CopyButton } from '@/components/explorer/copy-button';
import { TokenScopeProvider } from '@/components/explorer/token-quantity';
import { amountTokenIds, TokenMovements } from '@/components/explorer/tx/token-transfers';
import { ContractResultCard } from '@/components/explorer/tx/contract-result';
import { EthereumCard } from '@/components/explorer/tx/ethereum-card';
import { EventLogsCard } from '@/components/explorer/tx/event-logs';
import { StateChangesCard } from '@/components/explorer/tx/state-changes';
import { TraceCard } from '@/components/explorer/tx/trace-card';
import { OpcodeTraceCard } from '@/components/explorer/tx/opcode-trace-card';
import { HbarTransfers } from '@/components/explorer/tx/transfers-view';
import { TxSiblings } from '@/components/explorer/tx/tx-siblings';
import { TxSummary } from '@/components/explorer/tx/tx-summary';
import { Result } from '@/components/explorer/values';
import { entityIdOfAddress } from '@/lib/explorer/evm';
import type { SearchParamsRecord } from '@/lib/explorer/list-query';
import {
  loadAllActions,
  loadOptional,
  loadOrNotFound,
  loadTokens,
  optionalGetter,
  pageContext,
} from '@/lib/explorer/load';
import { withNetwork, type Network } from '@/lib/explorer/networks';
import { decodeSegment, pathId } from '@/lib/explorer/path-ids';
import { detailApiPath } from '@/lib/explorer/sections';
import { transactionNamedBy } from '@/lib/explorer/resolve';
import { transactionHref } from '@/lib/explorer/transaction-href';
import { normalizeTransactionId } from '@/lib/explorer/search';
import { BlocksResponse } from '@/lib/schemas/v1/block';
import { ContractResultDetails } from '@/lib/schemas/v1/contract-result';
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

/**
 * Summary, transfers, the contract result and call trace: the block, the result and the actions are read after the
 * page has started.
 */
async function TransactionDetail({
  network,
  tx,
  txId,
  transactions,
}: {
  network: Network;
  tx: Transaction;
  txId: string;
  transactions: Transaction[];
}) {
  const contract = CONTRACT_TYPES.has(tx.name) && !tx.scheduled;
  const [blocks, actions, result, tokens] = await Promise.all([
    loadOptional(network, `/api/v1/blocks?timestamp=gte:${tx.consensus_timestamp}&order=asc&limit=1`, BlocksResponse),
    CONTRACT_TYPES.has(tx.name) && tx.nonce === 0
      ? loadAllActions(network, txId).catch(() => null)
      : Promise.resolve(null),
    // A child (nonce > 0) has a result of its own, e.g. a contract its parent's call created.
    contract
      ? loadOptional(
          network,
          `/api/v1/contracts/results/${txId}${tx.nonce ? `?nonce=${tx.nonce}` : ''}`,
          ContractResultDetails,
        ).catch(() => null)
      : Promise.resolve(null),
    loadTokens(network, amountTokenIds(tx)),
  ]);
  const block =
    blocks?.blocks.find(
      (b) => b.timestamp.from <= tx.consensus_timestamp && tx.consensus_timestamp <= b.timestamp.to,
    ) ?? null;
  const signer =
    tx.name === 'ETHEREUMTRANSACTION' && result?.from
      ? { address: result.from, id: entityIdOfAddress(result.from) }
      : null;
  const rawPath = `/api/v1/transactions/${txId}${tx.nonce || tx.scheduled ? `?${[tx.nonce ? `nonce=${tx.nonce}` : '', tx.scheduled ? 'scheduled=true' : ''].filter(Boolean).join('&')}` : ''}`;

  return (
    <>
      <TxSummary tx={tx} siblings={transactions} block={block} rawHref={`${network.base}${rawPath}`} signer={signer} />
      {result && <ContractResultCard result={result} txName={tx.name} />}
      {result && result.type !== null && <EthereumCard result={result} />}
      <HbarTransfers tx={tx} />
      <TokenScopeProvider base={network.base} known={tokens}>
        <TokenMovements tx={tx} />
      </TokenScopeProvider>
      {result && <EventLogsCard logs={result.logs ?? []} />}
      {result && <StateChangesCard changes={result.state_changes ?? []} />}
      {actions && actions.length > 0 && <TraceCard base={network.base} id={txId} actions={actions} />}
      {result && tx.nonce === 0 && <OpcodeTraceCard base={network.base} transactionId={txId} />}
      {transactions.length > 1 && <TxSiblings transactions={transactions} current={tx} />}
    </>
  );
}
