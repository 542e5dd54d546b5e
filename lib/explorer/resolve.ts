import { z } from 'zod';
import { AccountDetail, AccountsResponse } from '../schemas/v1/account';
import { Block } from '../schemas/v1/block';
import { Contract } from '../schemas/v1/contract';
import { ContractActionsResponse } from '../schemas/v1/contract-action';
import { Schedule } from '../schemas/v1/schedule';
import { TokenInfo, TokensResponse, type TokenSummary } from '../schemas/v1/token';
import { Topic } from '../schemas/v1/topic';
import { TransactionByIdResponse, TransactionsResponse, type Transaction } from '../schemas/v1/transaction';
import { scheduleState } from './schedule-state';
import { classify, normalizeTransactionId, type Probe } from './search';
import { orderMatches, type Match } from './matches';
import { detailHref } from './sections';
import { transactionHref } from './transaction-href';

/** Asks the API for one path; null when the answer is 400 or 404 (no such thing). */
export type Getter = <S extends z.ZodType>(path: string, schema: S) => Promise<z.infer<S> | null>;

/** The part of a contract result that says when its transaction reached consensus. */
const ContractResultTime = z.object({ timestamp: z.string() });

/**
 * The transactions a 32-byte hash names (an Ethereum transaction hash, or the first half of a Hedera one), which
 * /transactions/{hash} does not take. The call's actions carry its timestamp; a call without actions (it failed
 * before running) is looked up as a contract result, which a Mirror Node serves and this server does not.
 */
export async function transactionsByEthereumHash(hash: string, get: Getter): Promise<Transaction[]> {
  // Either the hash itself (0x optional) or the search probe's path that holds it.
  const digits = /[0-9a-f]{64}/i.exec(hash)?.[0].toLowerCase();
  if (!digits) return [];
  const actions = await get(`/api/v1/contracts/results/0x${digits}/actions?limit=1`, ContractActionsResponse);
  const at =
    actions?.actions[0]?.timestamp ??
    (await get(`/api/v1/contracts/results/0x${digits}`, ContractResultTime))?.timestamp;
  if (!at) return [];
  const found = await get(`/api/v1/transactions?timestamp=${at}`, TransactionsResponse);
  return found?.transactions ?? [];
}

/**
 * A transaction path may name a transaction by its consensus timestamp or its 32-byte (Ethereum) hash rather than its
 * id: the transaction so named, undefined when there is none, or null when `raw` is neither form (an id or a 48-byte
 * hash, which /transactions/{id} reads itself).
 */
export async function transactionNamedBy(raw: string, get: Getter): Promise<Transaction | undefined | null> {
  if (/^\d{1,19}\.\d{1,9}$/.test(raw))
    return (await get(`/api/v1/transactions?timestamp=${raw}`, TransactionsResponse))?.transactions[0];
  if (/^(?:0x)?[0-9a-f]{64}$/i.test(raw)) return (await transactionsByEthereumHash(raw, get))[0];
  return null;
}

const tokenKind = (type: TokenSummary['type']) =>
  type === 'NON_FUNGIBLE_UNIQUE' ? 'NFT collection' : 'fungible token';

const tokenMatch = (token: TokenSummary): Match => ({
  group: 'Tokens',
  title: token.token_id,
  detail: `${token.name} (${token.symbol}) · ${tokenKind(token.type)}`,
  href: detailHref('tokens', token.token_id),
});

const txMatch = (tx: Transaction): Match => ({
  group: 'Transactions',
  title: tx.transaction_id,
  detail: `${tx.name} · ${tx.result}${tx.scheduled ? ' · scheduled' : ''}${tx.nonce > 0 ? ` · child #${tx.nonce}` : ''}`,
  href: transactionHref(tx),
});

async function resolveProbe(probe: Probe, get: Getter, nowSeconds: number): Promise<Match[]> {
  switch (probe.kind) {
    case 'transaction': {
      const found = await get(probe.api, TransactionByIdResponse);
      return (found?.transactions ?? []).map(txMatch);
    }
    case 'transactions-at': {
      const found = await get(probe.api, TransactionsResponse);
      return (found?.transactions ?? []).map(txMatch);
    }
    case 'eth-transaction':
      return (await transactionsByEthereumHash(probe.api, get)).map(txMatch);
    case 'account': {
      const found = await get(`${probe.api}?limit=1`, AccountDetail);
      if (!found) return [];
      const detail = [found.evm_address, found.alias].filter(Boolean).join(' · ') || 'account';
      return [{ group: 'Accounts', title: found.account, detail, href: detailHref('accounts', found.account) }];
    }
    case 'accounts-by-key': {
      const found = await get(probe.api, AccountsResponse);
      return (found?.accounts ?? []).map((a) => ({
        group: 'Accounts',
        title: a.account,
        detail: 'has this public key',
        href: detailHref('accounts', a.account),
      }));
    }
    case 'schedule': {
      const found = await get(probe.api, Schedule);
      if (!found) return [];
      // The same state the schedule page shows (an unexecuted schedule past its expiry is expired, not pending).
      const state = scheduleState(found, nowSeconds);
      return [
        {
          group: 'Schedules',
          title: found.schedule_id,
          detail: state,
          href: detailHref('schedules', found.schedule_id),
        },
      ];
    }
    case 'token': {
      const found = await get(probe.api, TokenInfo);
      if (!found) return [];
      return [
        {
          group: 'Tokens',
          title: found.token_id,
          detail: `${found.name} (${found.symbol}) · ${tokenKind(found.type)}${found.deleted ? ' · deleted' : ''}`,
          href: detailHref('tokens', found.token_id),
        },
      ];
    }
    case 'tokens-by-name':
      return ((await get(probe.api, TokensResponse))?.tokens ?? []).map(tokenMatch);
    case 'tokens-by-symbol': {
      const needle = (probe.needle ?? '').toLowerCase();
      return ((await get(probe.api, TokensResponse))?.tokens ?? [])
        .filter((t) => t.symbol.toLowerCase() === needle)
        .map(tokenMatch);
    }
    case 'contract': {
      const found = await get(probe.api, Contract);
      if (!found) return [];
      return [
        {
          group: 'Contracts',
          title: found.contract_id,
          detail: `${found.evm_address}${found.deleted ? ' · deleted' : ''}`,
          href: detailHref('contracts', found.contract_id),
        },
      ];
    }
    case 'topic': {
      const found = await get(probe.api, Topic);
      if (!found) return [];
      return [
        {
          group: 'Topics',
          title: found.topic_id,
          detail: `${found.memo || 'topic'}${found.deleted ? ' · deleted' : ''}`,
          href: detailHref('topics', found.topic_id),
        },
      ];
    }
    case 'block': {
      const found = await get(probe.api, Block);
      if (!found) return [];
      return [
        {
          group: 'Blocks',
          title: `Block ${found.number}`,
          detail: `${found.count} transactions`,
          href: detailHref('blocks', String(found.number)),
        },
      ];
    }
  }
}

/**
 * Runs the plausible lookups in parallel. The answer is THE order of the matches: the dropdown shows them in it
 * (grouped, see {@link groupMatches}), the highlight and Enter index into it, and the first one is the best match
 * (Enter without a pick, and /search redirects to it). Best first means the probes' order: for a bare number the
 * entity 0.0.n (account, schedule, token) comes before block n; a hash is a transaction before a block.
 */
export async function resolveSearch(input: string, get: Getter, nowMs: number = Date.now()): Promise<Match[]> {
  const { probes } = classify(input);
  const nowSeconds = Math.floor(nowMs / 1000);
  const settled = await Promise.allSettled(probes.map((p) => resolveProbe(p, get, nowSeconds)));
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
  return orderMatches(out);
}
