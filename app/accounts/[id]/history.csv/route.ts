// /accounts/{id}/history.csv — an account's transfers, token and NFT transfers and staking rewards over a date range (lib/explorer/account-csv.ts).
import { accountHistoryCsv } from '@/lib/explorer/account-csv';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return accountHistoryCsv(request, (await params).id);
}
