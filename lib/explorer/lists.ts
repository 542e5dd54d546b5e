import { ID_ORDER_LABELS, sectionList } from './list-definition';

/**
 * The sections' own lists (/blocks, /transactions, /accounts, /schedules, /tokens, /nodes): each its list definition and its
 * place, which the server page reads, probes and checks with, and the browser list refreshes, holds and pages with.
 * The columns are beside each list's component (components/explorer/lists), typed by the same row.
 */

export const BLOCKS_LIST = sectionList(
  { section: 'blocks', params: ['limit', 'order', 'block.number', 'timestamp'], live: true },
  {
    title: 'Blocks',
    loadSchema: async () => (await import('../schemas/v1/block')).BlocksResponse,
    rows: (p) => p.blocks,
    rowKey: (b) => String(b.number),
    keyset: { columns: 'block.number', values: (b) => String(b.number) },
    defaultOrder: 'desc',
  },
);

export const TRANSACTIONS_LIST = sectionList(
  {
    section: 'transactions',
    params: ['limit', 'order', 'timestamp', 'transactiontype', 'result', 'account.id'],
    live: true,
    jumpToDate: true,
  },
  {
    title: 'Transactions',
    loadSchema: async () => (await import('../schemas/v1/transaction')).TransactionsResponse,
    rows: (p) => p.transactions,
    rowKey: (t) => `${t.consensus_timestamp}-${t.nonce}-${t.scheduled}`,
    keyset: { columns: 'timestamp', values: (t) => t.consensus_timestamp },
    defaultOrder: 'desc',
  },
);

export const ACCOUNTS_LIST = sectionList(
  { section: 'accounts', params: ['limit', 'order', 'account.id', 'account.balance', 'account.publickey'] },
  {
    title: 'Accounts',
    loadSchema: async () => (await import('../schemas/v1/account')).AccountsResponse,
    rows: (p) => p.accounts,
    rowKey: (a) => a.account,
    keyset: { columns: 'account.id', values: (a) => a.account },
    defaultOrder: 'asc',
    orderLabels: ID_ORDER_LABELS,
  },
);

/**
 * Newest first unless the URL says otherwise. The API orders schedules by id only (ascending by default), and ids
 * are handed out in consensus order, so id order is creation-time order.
 */
export const SCHEDULES_LIST = sectionList(
  { section: 'schedules', params: ['limit', 'order', 'schedule.id', 'account.id'], apiOrder: 'asc', live: true },
  {
    title: 'Schedules',
    loadSchema: async () => (await import('../schemas/v1/schedule')).SchedulesResponse,
    rows: (p) => p.schedules,
    rowKey: (s) => s.schedule_id,
    keyset: { columns: 'schedule.id', values: (s) => s.schedule_id },
    defaultOrder: 'desc',
    orderLabels: ['Newest first', 'Oldest first'],
  },
);

/**
 * Newest first, as /schedules (token ids are handed out in consensus order too). A list row has the token's name,
 * symbol and type only; its supply and treasury are the token's own read (tokenOf).
 */
export const TOKENS_LIST = sectionList(
  { section: 'tokens', params: ['limit', 'order', 'token.id', 'type'], apiOrder: 'asc' },
  {
    title: 'Tokens',
    loadSchema: async () => (await import('../schemas/v1/token')).TokensResponse,
    rows: (p) => p.tokens,
    rowKey: (t) => t.token_id,
    keyset: { columns: 'token.id', values: (t) => t.token_id },
    defaultOrder: 'desc',
    orderLabels: ['Newest first', 'Oldest first'],
    tokenOf: (t) => t.token_id,
  },
);

/** The address book: every node on one page. */
export const NODES_LIST = sectionList(
  { section: 'nodes', endpoint: '/api/v1/network/nodes', params: ['limit', 'order', 'node.id'], onePage: true },
  {
    title: 'Nodes',
    loadSchema: async () => (await import('../schemas/v1/network-node')).NetworkNodesResponse,
    rows: (p) => p.nodes,
    rowKey: (n) => String(n.node_id),
    keyset: { columns: 'node.id', values: (n) => String(n.node_id) },
    defaultOrder: 'asc',
  },
);
