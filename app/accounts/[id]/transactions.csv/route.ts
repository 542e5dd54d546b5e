// /accounts/{id}/transactions.csv — an account's transactions as a CSV download (lib/explorer/account-csv.ts).
import { accountTransactionsCsv } from '@/lib/explorer/account-csv';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return accountTransactionsCsv(request, (await params).id);
}
