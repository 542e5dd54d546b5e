import 'server-only';
import { AccountDetail } from '../schemas/v1/account';
import { TransactionsResponse } from '../schemas/v1/transaction';
import { HttpError } from '../client/query-client';
import { errorMessages, explorerNetworks, load, loadOptional } from './load';
import { findNetwork } from './networks';
import { decodeSegment, pathId } from './path-ids';
import { detailApiPath } from './sections';
import { CSV_PARAMS, transactionsCsv } from './transactions-csv';

const problem = (status: number, message: string) => new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * `/accounts/{id}/transactions.csv`: the account's transactions with the list's filters, date window and order, as
 * a CSV download streamed page by page. A bad filter is the API's 400, in its words.
 */
export async function accountTransactionsCsv(request: Request, rawId: string): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const network = findNetwork(explorerNetworks(), query.get('network'));
  if (!network) return problem(404, `Unknown network: ${query.get('network')}`);
  const asked = pathId('accounts', decodeSegment(rawId));
  const account = asked === null ? null : await loadOptional(network, detailApiPath('accounts', asked), AccountDetail);
  if (!account) return problem(404, `No account ${decodeSegment(rawId)} on this network`);

  const api = new URLSearchParams({ 'account.id': account.account, limit: '100' });
  for (const key of CSV_PARAMS) for (const value of query.getAll(key)) api.append(key, value);
  const firstPath = `/api/v1/transactions?${api.toString()}`;
  // The first page is read before answering, so a refused filter is a 400 rather than a broken download.
  let first: TransactionsResponse;
  try {
    first = await load(network, firstPath, TransactionsResponse);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return problem(400, errorMessages(error).join('\n'));
    return problem(502, 'The ledger could not be read; try again.');
  }
  const read = (path: string) => (path === firstPath ? Promise.resolve(first) : load(network, path, TransactionsResponse));
  const lines = transactionsCsv(read, firstPath, account.account);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await lines.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${account.account}-transactions.csv"`,
      'cache-control': 'no-store',
    },
  });
}
