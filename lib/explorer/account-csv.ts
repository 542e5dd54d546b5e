import 'server-only';
import { AccountDetail } from '../schemas/v1/account';
import { TokenInfo } from '../schemas/v1/token';
import { TransactionsResponse } from '../schemas/v1/transaction';
import { HttpError } from '../client/query-client';
import { readHistoryFilter } from './account-history';
import { historyCsv, type TokenLookup } from './history-csv';
import { errorMessages, explorerNetworks, load, loadOptional } from './load';
import { findNetwork, type Network } from './networks';
import { decodeSegment, pathId } from './path-ids';
import { detailApiPath } from './sections';
import { CSV_PARAMS, transactionsCsv } from './transactions-csv';

const problem = (status: number, message: string) =>
  new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** The network and account a download names, or the 404 that says which is unknown. */
async function csvAccount(
  query: URLSearchParams,
  rawId: string,
): Promise<{ network: Network; account: string } | Response> {
  const network = findNetwork(explorerNetworks(), query.get('network'));
  if (!network) return problem(404, `Unknown network: ${query.get('network')}`);
  const asked = pathId('accounts', decodeSegment(rawId));
  const account = asked === null ? null : await loadOptional(network, detailApiPath('accounts', asked), AccountDetail);
  if (!account) return problem(404, `No account ${decodeSegment(rawId)} on this network`);
  return { network, account: account.account };
}

/**
 * Streams the CSV lines of an account's transactions read from `firstPath`. The first page is read before answering,
 * so a refused filter is a 400 rather than a broken download.
 */
async function csvDownload(
  network: Network,
  firstPath: string,
  filename: string,
  toLines: (read: (path: string) => Promise<TransactionsResponse>) => AsyncGenerator<string>,
): Promise<Response> {
  let first: TransactionsResponse;
  try {
    first = await load(network, firstPath, TransactionsResponse);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return problem(400, errorMessages(error).join('\n'));
    return problem(502, 'The ledger could not be read; try again.');
  }
  const lines = toLines((path: string) =>
    path === firstPath ? Promise.resolve(first) : load(network, path, TransactionsResponse),
  );
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
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  });
}

/**
 * `/accounts/{id}/transactions.csv`: the account's transactions with the list's filters, date window and order, as
 * a CSV download streamed page by page. A bad filter is the API's 400, in its words.
 */
export async function accountTransactionsCsv(request: Request, rawId: string): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const found = await csvAccount(query, rawId);
  if (found instanceof Response) return found;
  const { network, account } = found;
  const api = new URLSearchParams({ 'account.id': account, limit: '100' });
  for (const key of CSV_PARAMS) for (const value of query.getAll(key)) api.append(key, value);
  return csvDownload(network, `/api/v1/transactions?${api.toString()}`, `${account}-transactions.csv`, (read) =>
    transactionsCsv(read, `/api/v1/transactions?${api.toString()}`, account),
  );
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_SECONDS = 86_400;

/** A UTC calendar date's first second, or null when it is not a date. */
function dateSeconds(text: string): number | null {
  if (!DATE.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) ? null : ms / 1000;
}

/**
 * `/accounts/{id}/history.csv?from=YYYY-MM-DD&to=YYYY-MM-DD`: the account's hbar, token and NFT transfers and staking
 * rewards between two UTC dates (both included), oldest first, one line per movement with its counterparty, amount,
 * unit, fee and memo; the account page's history filters (direction, counterparty, token, dust) apply when given.
 */
export async function accountHistoryCsv(request: Request, rawId: string): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const from = dateSeconds(query.get('from') ?? '');
  const to = dateSeconds(query.get('to') ?? '');
  if (from === null || to === null)
    return problem(400, 'Give the dates as from=YYYY-MM-DD and to=YYYY-MM-DD (UTC, both included).');
  if (to < from) return problem(400, 'The range ends before it starts: to must be on or after from.');
  const { filter, problems } = readHistoryFilter(query);
  if (problems.length > 0) return problem(400, problems.join('\n'));
  const found = await csvAccount(query, rawId);
  if (found instanceof Response) return found;
  const { network, account } = found;
  const firstPath = `/api/v1/transactions?${new URLSearchParams([
    ['account.id', account],
    ['timestamp', `gte:${from}.000000000`],
    ['timestamp', `lt:${to + DAY_SECONDS}.000000000`],
    ['order', 'asc'],
    ['limit', '100'],
  ]).toString()}`;
  const known = new Map<string, Promise<{ decimals: number; symbol: string } | null>>();
  const tokens: TokenLookup = (tokenId) => {
    if (!known.has(tokenId))
      known.set(
        tokenId,
        loadOptional(network, `/api/v1/tokens/${tokenId}`, TokenInfo).then((t) =>
          t ? { decimals: Number(t.decimals), symbol: t.symbol } : null,
        ),
      );
    return known.get(tokenId)!;
  };
  const filename = `${account}-history-${query.get('from')}-to-${query.get('to')}.csv`;
  return csvDownload(network, firstPath, filename, (read) => historyCsv(read, firstPath, account, filter, tokens));
}
