import type { z } from 'zod';
import { AccountDetail, AccountsResponse } from '../schemas/v1/account';
import { Block } from '../schemas/v1/block';
import { ContractActionsResponse } from '../schemas/v1/contract-action';
import { Schedule } from '../schemas/v1/schedule';
import { TokenInfo } from '../schemas/v1/token';
import { TransactionByIdResponse, TransactionsResponse, type Transaction } from '../schemas/v1/transaction';
import { classify, normalizeTransactionId, type Probe } from './search';

/** Asks the API for one path; null when the answer is 400 or 404 (no such thing). */
export type Getter = <S extends z.ZodType>(path: string, schema: S) => Promise<z.infer<S> | null>;

export type MatchGroup = 'Transactions' | 'Accounts' | 'Tokens' | 'Blocks' | 'Schedules';

export interface Match {
  group: MatchGroup;
  title: string;
  detail: string;
  /** Explorer path, without the network parameter. */
  href: string;
}

/** Link of one transaction: its id in the URL-safe notation, plus nonce/scheduled when it is not the first. */
export function transactionHref(tx: Pick<Transaction, 'transaction_id' | 'nonce' | 'scheduled'>): string {
  const id = normalizeTransactionId(tx.transaction_id) ?? tx.transaction_id;
  const query = [tx.nonce > 0 ? `nonce=${tx.nonce}` : '', tx.scheduled ? 'scheduled=true' : ''].filter(Boolean).join('&');
  return `/transactions/${id}${query ? `?${query}` : ''}`;
}

const txMatch = (tx: Transaction): Match => ({
  group: 'Transactions',
  title: tx.transaction_id,
  detail: `${tx.name} · ${tx.result}${tx.scheduled ? ' · scheduled' : ''}${tx.nonce > 0 ? ` · child #${tx.nonce}` : ''}`,
  href: transactionHref(tx),
});

async function resolveProbe(probe: Probe, get: Getter): Promise<Match[]> {
  switch (probe.kind) {
    case 'transaction': {
      const found = await get(probe.api, TransactionByIdResponse);
      return (found?.transactions ?? []).map(txMatch);
    }
    case 'transactions-at': {
      const found = await get(probe.api, TransactionsResponse);
      return (found?.transactions ?? []).map(txMatch);
    }
    case 'eth-transaction': {
      const actions = await get(probe.api, ContractActionsResponse);
      const at = actions?.actions[0]?.timestamp;
      if (!at) return [];
      const found = await get(`/api/v1/transactions?timestamp=${at}`, TransactionsResponse);
      return (found?.transactions ?? []).map(txMatch);
    }
    case 'account': {
      const found = await get(`${probe.api}?limit=1`, AccountDetail);
      if (!found) return [];
      const detail = [found.evm_address, found.alias].filter(Boolean).join(' · ') || 'account';
      return [{ group: 'Accounts', title: found.account, detail, href: `/accounts/${found.account}` }];
    }
    case 'accounts-by-key': {
      const found = await get(probe.api, AccountsResponse);
      return (found?.accounts ?? []).map((a) => ({ group: 'Accounts', title: a.account, detail: 'has this public key', href: `/accounts/${a.account}` }));
    }
    case 'schedule': {
      const found = await get(probe.api, Schedule);
      if (!found) return [];
      const state = found.deleted ? 'deleted' : found.executed_timestamp ? 'executed' : 'pending';
      return [{ group: 'Schedules', title: found.schedule_id, detail: state, href: `/schedules/${found.schedule_id}` }];
    }
    case 'token': {
      const found = await get(probe.api, TokenInfo);
      if (!found) return [];
      const kind = found.type === 'NON_FUNGIBLE_UNIQUE' ? 'NFT collection' : 'fungible token';
      return [{ group: 'Tokens', title: found.token_id, detail: `${found.name} (${found.symbol}) · ${kind}${found.deleted ? ' · deleted' : ''}`, href: `/tokens/${found.token_id}` }];
    }
    case 'block': {
      const found = await get(probe.api, Block);
      if (!found) return [];
      return [{ group: 'Blocks', title: `Block ${found.number}`, detail: `${found.count} transactions`, href: `/blocks/${found.number}` }];
    }
  }
}

/** Runs the plausible lookups in parallel; matches keep the probes' order, so the first one is the best. */
export async function resolveSearch(input: string, get: Getter): Promise<Match[]> {
  const { probes } = classify(input);
  const settled = await Promise.allSettled(probes.map((p) => resolveProbe(p, get)));
  const seen = new Set<string>();
  const out: Match[] = [];
  for (const result of settled) {
    if (result.status !== 'fulfilled') continue;
    for (const match of result.value) {
      if (seen.has(match.href)) continue;
      seen.add(match.href);
      out.push(match);
    }
  }
  return out;
}

export const GROUP_ORDER: MatchGroup[] = ['Transactions', 'Accounts', 'Tokens', 'Blocks', 'Schedules'];

export function groupMatches(matches: Match[]): [MatchGroup, Match[]][] {
  return GROUP_ORDER.map((g) => [g, matches.filter((m) => m.group === g)] as [MatchGroup, Match[]]).filter(([, list]) => list.length > 0);
}
