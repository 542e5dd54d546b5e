// Home: the network at a glance, with the latest blocks and transactions refreshed live.
import { LatestBlocks } from '@/components/home/latest-blocks';
import { LatestTransactions } from '@/components/home/latest-transactions';
import { LATEST_BLOCKS_PATH, LATEST_TRANSACTIONS_PATH } from '@/lib/client/home-queries';
import { serverV1 } from '@/lib/client/server-v1';
import { BlocksResponse } from '@/lib/schemas/v1/block';
import { TransactionsResponse } from '@/lib/schemas/v1/transaction';

export const dynamic = 'force-dynamic';

export default async function HomePage() {
  const [blocks, transactions] = await Promise.all([
    serverV1(LATEST_BLOCKS_PATH, BlocksResponse),
    serverV1(LATEST_TRANSACTIONS_PATH, TransactionsResponse),
  ]);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Network overview</h1>
      <div className="grid gap-6 lg:grid-cols-2">
        <LatestBlocks initial={blocks} />
        <LatestTransactions initial={transactions} />
      </div>
    </div>
  );
}
