/**
 * The URL mix of the side-by-side benchmark: about 450 requests of the kinds real Mirror Node traffic is made of
 * (items by id and hash, an account's transactions and holdings, first pages and cursors deep into lists), drawn
 * from the served ledger. Only endpoints that the reference's JavaScript REST module routes: it answers 404 for
 * /accounts/{id}/allowances/nfts, /accounts/{id}/airdrops/*, /accounts/{id}/hooks, /network/exchangerate,
 * /network/stake and /topics/{id} (its Java service serves them); `npm run bench` without the harness measures those.
 */

/** Entities and items sampled from the ledger (see ledger-samples.ts). Ids are entity numbers of shard 0 realm 0. */
export interface LedgerSamples {
  /** Top-level transactions: payer, valid start and consensus time (ns), transaction hash (48 bytes, hex). */
  transactions: { payer: bigint; validStartNs: bigint; consensusNs: bigint; hashHex: string }[];
  /** Top-level transactions that have contract actions, with their contract result's 32-byte Ethereum hash. */
  contractCalls: { payer: bigint; validStartNs: bigint; ethereumHashHex: string }[];
  /** Top-level contract results: the called contract and the consensus time (ns). */
  contractResults: { contract: bigint; consensusNs: bigint }[];
  accounts: { id: bigint; evmAddressHex: string | null }[];
  /** Accounts holding something for the per-account sub-resources. */
  tokenHolders: bigint[];
  nftOwners: bigint[];
  rewardedAccounts: bigint[];
  cryptoAllowanceOwners: bigint[];
  tokenAllowanceOwners: bigint[];
  blocks: { number: bigint; hashHex: string }[];
  /** Contracts, with the EVM address of the CREATE2 ones. */
  contracts: { id: bigint; evmAddressHex: string | null }[];
  /** Contracts that emitted logs; and logs' topic0 (32-byte hex) with their consensus time, for topic searches. */
  logContracts: bigint[];
  logTopics: { topic0Hex: string; consensusNs: bigint }[];
  tokens: bigint[];
  /** Fungible tokens with associated accounts (their holders' balances). */
  fungibleTokens: bigint[];
  /** NFTs by token and serial number. */
  nfts: { tokenId: bigint; serial: bigint }[];
  schedules: bigint[];
  /** Messages of random topics (random sequence numbers), with their consensus time. */
  topicMessages: { topicId: bigint; sequence: bigint; consensusNs: bigint }[];
  /** Consensus timestamps of balance snapshots (the treasury's account_balance rows). */
  balanceSnapshots: bigint[];
}

/** Pages reached by following links.next from a first page, keyed by that first page. */
export type DeepPages = Record<string, string[]>;

export interface MixUrl {
  /** The route, as the report groups it, e.g. `/transactions/{id}`. */
  endpoint: string;
  kind: string;
  path: string;
}

const V1 = '/api/v1';
const HOUR_NS = 3_600_000_000_000n;

export const entityId = (id: bigint): string => `0.0.${id}`;

/** Mirror Node transaction id: `payer-seconds-nanos`, nanos zero-padded to nine digits. */
export function transactionId(payer: bigint, validStartNs: bigint): string {
  const seconds = validStartNs / 1_000_000_000n;
  const nanos = validStartNs % 1_000_000_000n;
  return `${entityId(payer)}-${seconds}-${String(nanos).padStart(9, '0')}`;
}

/** Mirror Node timestamp parameter: `seconds.nanos`. */
export function timestampParam(ns: bigint): string {
  return `${ns / 1_000_000_000n}.${String(ns % 1_000_000_000n).padStart(9, '0')}`;
}

/** The first pages whose cursors the mix follows (their deep pages come from `collectDeepPages`). */
export function deepPageStarts(samples: LedgerSamples): { first: string; depths: number[] }[] {
  const starts = [
    { first: `${V1}/transactions?limit=25`, depths: [1, 2, 3, 5, 8, 12, 16, 20, 25, 30, 35, 40] },
    { first: `${V1}/transactions?limit=25&order=asc`, depths: [1, 5, 10, 20] },
    { first: `${V1}/transactions?limit=25&transactiontype=CRYPTOTRANSFER`, depths: [1, 5, 10, 20] },
    { first: `${V1}/accounts?limit=25`, depths: [1, 2, 3, 4, 5, 6, 8, 10, 12, 15] },
    { first: `${V1}/blocks?limit=25`, depths: [1, 2, 4, 8, 12, 16, 20, 25, 30, 40] },
    { first: `${V1}/schedules?limit=25`, depths: [1, 2, 3, 4, 5] },
    { first: `${V1}/contracts?limit=25`, depths: [1, 2, 3] },
    { first: `${V1}/tokens?limit=25`, depths: [1, 2, 3] },
  ];
  for (const topicId of [...new Set(samples.topicMessages.map((m) => m.topicId))].slice(0, 2)) {
    starts.push({ first: `${V1}/topics/${entityId(topicId)}/messages?limit=25`, depths: [1, 4, 10] });
  }
  for (const account of samples.accounts.slice(0, 5)) {
    starts.push({ first: `${V1}/transactions?account.id=${entityId(account.id)}&limit=25`, depths: [1, 3] });
  }
  return starts;
}

/** Takes `count` items from `pool`, cycling when the pool is smaller (a small ledger still gives a full mix). */
function cycle<T>(pool: readonly T[], count: number): T[] {
  if (pool.length === 0) return [];
  return Array.from({ length: count }, (_, i) => pool[i % pool.length]!);
}

/** Mulberry32: a small seeded generator, so the same ledger gives the same mix in the same order. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const random = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Builds the mix (451 URLs when the ledger has every kind of item), shuffled so that consecutive requests of one
 * connection hit different routes. The counts follow what a Mirror Node serves most: transactions by id and an
 * account's transactions, then accounts and their holdings, blocks, tokens, schedules, topics, contracts, their
 * results, actions and logs, balances and the network's economics.
 */
export function buildUrlMix(samples: LedgerSamples, deep: DeepPages, seed = 42): MixUrl[] {
  const mix: MixUrl[] = [];
  const add = (endpoint: string, kind: string, paths: string[]) => {
    for (const path of paths) mix.push({ endpoint, kind, path });
  };
  const deepOf = (predicate: (first: string) => boolean) =>
    Object.entries(deep)
      .filter(([first]) => predicate(first))
      .flatMap(([, pages]) => pages);

  add(
    '/transactions/{id}',
    'by id',
    cycle(samples.transactions, 35).map((t) => `${V1}/transactions/${transactionId(t.payer, t.validStartNs)}`),
  );
  add(
    '/transactions/{id}',
    'by hash',
    cycle(samples.transactions, 10).map((t) => `${V1}/transactions/0x${t.hashHex}`),
  );
  add(
    '/transactions?account.id',
    'first page',
    cycle(samples.accounts, 20).map((a) => `${V1}/transactions?account.id=${entityId(a.id)}`),
  );
  add(
    '/transactions?account.id',
    'deep page',
    cycle(
      deepOf((f) => f.includes('account.id=')),
      6,
    ),
  );
  const newest = samples.transactions.map((t) => t.consensusNs).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  const middle = newest[Math.floor(newest.length / 2)];
  add('/transactions', 'first page', [
    `${V1}/transactions`,
    `${V1}/transactions?limit=100`,
    `${V1}/transactions?order=asc&limit=25`,
    `${V1}/transactions?transactiontype=CRYPTOTRANSFER&limit=25`,
    `${V1}/transactions?result=fail&limit=25`,
    ...(middle === undefined ? [] : [`${V1}/transactions?timestamp=lt:${timestampParam(middle)}&limit=25`]),
  ]);
  add(
    '/transactions',
    'deep page',
    cycle(
      deepOf((f) => f.startsWith(`${V1}/transactions?`) && !f.includes('account.id=')),
      12,
    ),
  );

  const accountPaths = cycle(samples.accounts, 35).map((a, i) =>
    // every fifth lookup by EVM address, as wallets do
    i % 5 === 4 && a.evmAddressHex ? `${V1}/accounts/0x${a.evmAddressHex}` : `${V1}/accounts/${entityId(a.id)}`,
  );
  add('/accounts/{id}', 'by id', accountPaths);
  add(
    '/accounts/{id}/tokens',
    'by id',
    cycle(samples.tokenHolders, 12).map((id) => `${V1}/accounts/${entityId(id)}/tokens`),
  );
  add(
    '/accounts/{id}/nfts',
    'by id',
    cycle(samples.nftOwners, 8).map((id) => `${V1}/accounts/${entityId(id)}/nfts`),
  );
  add(
    '/accounts/{id}/rewards',
    'by id',
    cycle(samples.rewardedAccounts, 8).map((id) => `${V1}/accounts/${entityId(id)}/rewards`),
  );
  add(
    '/accounts/{id}/allowances/crypto',
    'by id',
    cycle(samples.cryptoAllowanceOwners, 8).map((id) => `${V1}/accounts/${entityId(id)}/allowances/crypto`),
  );
  add(
    '/accounts/{id}/allowances/tokens',
    'by id',
    cycle(samples.tokenAllowanceOwners, 6).map((id) => `${V1}/accounts/${entityId(id)}/allowances/tokens`),
  );
  add('/accounts', 'first page', [
    `${V1}/accounts`,
    `${V1}/accounts?limit=100`,
    `${V1}/accounts?account.balance=gt:0&limit=25`,
  ]);
  add(
    '/accounts',
    'deep page',
    cycle(
      deepOf((f) => f.startsWith(`${V1}/accounts?`)),
      6,
    ),
  );

  add(
    '/blocks/{id}',
    'by number',
    cycle(samples.blocks, 12).map((b) => `${V1}/blocks/${b.number}`),
  );
  add(
    '/blocks/{id}',
    'by hash',
    cycle(samples.blocks, 10).map((b) => `${V1}/blocks/0x${b.hashHex}`),
  );
  add('/blocks', 'first page', [`${V1}/blocks`, `${V1}/blocks?limit=100`]);
  add(
    '/blocks',
    'deep page',
    cycle(
      deepOf((f) => f.startsWith(`${V1}/blocks?`)),
      10,
    ),
  );

  add('/tokens', 'first page', [
    `${V1}/tokens`,
    `${V1}/tokens?limit=100`,
    `${V1}/tokens?type=NON_FUNGIBLE_UNIQUE&limit=25`,
  ]);
  add(
    '/tokens',
    'by account',
    cycle(samples.tokenHolders, 5).map((id) => `${V1}/tokens?account.id=${entityId(id)}`),
  );
  add(
    '/tokens',
    'deep page',
    cycle(
      deepOf((f) => f.startsWith(`${V1}/tokens?`)),
      5,
    ),
  );
  add(
    '/tokens/{id}/balances',
    'by id',
    cycle(samples.fungibleTokens, 10).map((id) => `${V1}/tokens/${entityId(id)}/balances`),
  );
  const nftPath = (n: { tokenId: bigint; serial: bigint }) => `${V1}/tokens/${entityId(n.tokenId)}/nfts/${n.serial}`;
  add(
    '/tokens/{id}/nfts',
    'by id',
    cycle(samples.nfts, 8).map((n) => `${V1}/tokens/${entityId(n.tokenId)}/nfts`),
  );
  add('/tokens/{id}/nfts/{serial}', 'by id', cycle(samples.nfts, 10).map(nftPath));
  add(
    '/tokens/{id}/nfts/{serial}/transactions',
    'by id',
    cycle(samples.nfts, 10).map((n) => `${nftPath(n)}/transactions`),
  );
  add(
    '/tokens/{id}',
    'by id',
    cycle(samples.tokens, 13).map((id) => `${V1}/tokens/${entityId(id)}`),
  );
  add(
    '/schedules/{id}',
    'by id',
    cycle(samples.schedules, 12).map((id) => `${V1}/schedules/${entityId(id)}`),
  );
  add('/schedules', 'first page', [`${V1}/schedules`, `${V1}/schedules?limit=100`]);
  add(
    '/schedules',
    'deep page',
    cycle(
      deepOf((f) => f.startsWith(`${V1}/schedules?`)),
      5,
    ),
  );

  const topics = [...new Set(samples.topicMessages.map((m) => m.topicId))];
  add(
    '/topics/{id}/messages',
    'first page',
    cycle(topics, 6).map((id, i) => `${V1}/topics/${entityId(id)}/messages${i % 2 ? '?order=desc&limit=25' : ''}`),
  );
  add(
    '/topics/{id}/messages',
    'by sequence number',
    cycle(samples.topicMessages, 3).map(
      (m) => `${V1}/topics/${entityId(m.topicId)}/messages?sequencenumber=gt:${m.sequence}&limit=25`,
    ),
  );
  add(
    '/topics/{id}/messages',
    'deep page',
    cycle(
      deepOf((f) => f.includes('/topics/')),
      3,
    ),
  );
  add(
    '/topics/{id}/messages/{seq}',
    'by id',
    cycle(samples.topicMessages, 6).map((m) => `${V1}/topics/${entityId(m.topicId)}/messages/${m.sequence}`),
  );
  add(
    '/topics/messages/{timestamp}',
    'by id',
    cycle(samples.topicMessages, 2).map((m) => `${V1}/topics/messages/${timestampParam(m.consensusNs)}`),
  );
  const contractPaths = cycle(samples.contracts, 12).map((c, i) =>
    // every third CREATE2 contract by its EVM address, as EVM tools (and the Hiero SDK) look contracts up
    i % 3 === 2 && c.evmAddressHex ? `${V1}/contracts/0x${c.evmAddressHex}` : `${V1}/contracts/${entityId(c.id)}`,
  );
  add('/contracts/{id}', 'by id', contractPaths);
  add(
    '/contracts/{id}/state',
    'by id',
    cycle(samples.contracts, 8).map((c, i) =>
      // every other one as it was at a transaction's time (the state-change history)
      i % 2 === 1 && middle !== undefined
        ? `${V1}/contracts/${entityId(c.id)}/state?timestamp=${timestampParam(middle)}`
        : `${V1}/contracts/${entityId(c.id)}/state`,
    ),
  );
  if (samples.contracts.length) add('/contracts', 'first page', [`${V1}/contracts`, `${V1}/contracts?limit=100`]);
  add(
    '/contracts',
    'deep page',
    cycle(
      deepOf((f) => f.startsWith(`${V1}/contracts?`)),
      3,
    ),
  );
  add(
    '/contracts/results/{id}/actions',
    'by id',
    cycle(samples.contractCalls, 6).map(
      (c) => `${V1}/contracts/results/${transactionId(c.payer, c.validStartNs)}/actions`,
    ),
  );
  add(
    '/contracts/results/{id}/actions',
    'by hash',
    cycle(samples.contractCalls, 2).map((c) => `${V1}/contracts/results/0x${c.ethereumHashHex}/actions`),
  );
  add(
    '/contracts/results/{id}',
    'by id',
    cycle(samples.contractCalls, 4).map((c) => `${V1}/contracts/results/${transactionId(c.payer, c.validStartNs)}`),
  );
  add(
    '/contracts/results/{id}',
    'by hash',
    cycle(samples.contractCalls, 2).map((c) => `${V1}/contracts/results/0x${c.ethereumHashHex}`),
  );
  if (samples.contractResults.length)
    add('/contracts/results', 'first page', [`${V1}/contracts/results`, `${V1}/contracts/results?limit=100`]);
  add(
    '/contracts/{id}/results',
    'by id',
    cycle(samples.contractResults, 3).map((r) => `${V1}/contracts/${entityId(r.contract)}/results`),
  );
  add(
    '/contracts/{id}/results/{timestamp}',
    'by id',
    cycle(samples.contractResults, 1).map(
      (r) => `${V1}/contracts/${entityId(r.contract)}/results/${timestampParam(r.consensusNs)}`,
    ),
  );
  add(
    '/contracts/{id}/results/logs',
    'by id',
    cycle(samples.logContracts, 10).map((id) => `${V1}/contracts/${entityId(id)}/results/logs`),
  );
  // A topic search needs a timestamp range (at most 7 days): the hour before a log with that topic0.
  add(
    '/contracts/results/logs',
    'by topic',
    cycle(samples.logTopics, 10).map(
      (t) =>
        `${V1}/contracts/results/logs?topic0=0x${t.topic0Hex}&timestamp=gte:${timestampParam(t.consensusNs - HOUR_NS)}&timestamp=lte:${timestampParam(t.consensusNs)}`,
    ),
  );
  add('/network/nodes', 'first page', [`${V1}/network/nodes`, `${V1}/network/nodes?limit=5&order=desc`]);

  add('/balances', 'first page', [`${V1}/balances`, `${V1}/balances?account.balance=gt:100000000&limit=25`]);
  add(
    '/balances',
    'by id',
    cycle(samples.accounts, 10).map((a) => `${V1}/balances?account.id=${entityId(a.id)}`),
  );
  add(
    '/balances',
    'snapshot',
    cycle(samples.balanceSnapshots, 5).map((ts) => `${V1}/balances?timestamp=${timestampParam(ts)}&limit=25`),
  );
  const snapshot = samples.balanceSnapshots[0];
  add('/network/supply', 'now', [`${V1}/network/supply`]);
  add(
    '/network/supply',
    'snapshot',
    snapshot === undefined ? [] : [`${V1}/network/supply?timestamp=${timestampParam(snapshot)}`],
  );
  add('/network/fees', 'now', [`${V1}/network/fees`]);
  add(
    '/network/fees',
    'at a time',
    middle === undefined ? [] : [`${V1}/network/fees?timestamp=${timestampParam(middle)}`],
  );
  return shuffle(mix, seed);
}

/** How many URLs of each endpoint and kind the mix holds, sorted by endpoint and kind. */
export function mixComposition(mix: readonly MixUrl[]): { endpoint: string; kind: string; count: number }[] {
  const counts = new Map<string, { endpoint: string; kind: string; count: number }>();
  for (const url of mix) {
    const key = `${url.endpoint} ${url.kind}`;
    const entry = counts.get(key) ?? { endpoint: url.endpoint, kind: url.kind, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => a.endpoint.localeCompare(b.endpoint) || a.kind.localeCompare(b.kind));
}
