/**
 * The API parameters an account tab's list passes through from its page URL (see list-query.ts): the sub-list's own
 * cursor parameters (account.id: the other account of an NFT allowance). The sections' own lists name theirs in lists.ts.
 */
export const ACCOUNT_TAB_PARAMS = [
  'limit',
  'order',
  'timestamp',
  'transactiontype',
  'result',
  'token.id',
  'serialnumber',
  'spender.id',
  'receiver.id',
  'sender.id',
  'account.id',
] as const;

/** What each list parameter accepts, for the message a list shows when one is refused. */
export const PARAM_HINTS: Record<string, string> = {
  limit: 'a page size from 1 to 100',
  order: 'asc or desc',
  timestamp: 'a consensus timestamp, optionally after lt:, lte:, gt: or gte: (lt:1700000000.000000000)',
  'block.number': 'a block number, optionally after lt:, lte:, gt: or gte: (lt:1000)',
  'account.id': 'an account id, optionally after an operator (gt:0.0.1001)',
  'schedule.id': 'a schedule id, optionally after an operator (lt:0.0.2000)',
  'token.id': 'a token id, optionally after an operator (gt:0.0.1001)',
  'node.id': 'a node number, optionally after an operator (gt:3)',
  'spender.id': 'an account id, optionally after an operator (gt:0.0.1001)',
  'receiver.id': 'an account id, optionally after an operator (gt:0.0.1001)',
  'sender.id': 'an account id, optionally after an operator (gt:0.0.1001)',
  serialnumber: 'a serial number, optionally after an operator (lt:100)',
  transactiontype: 'a transaction type such as CRYPTOTRANSFER',
  result: 'success or fail',
  at: 'a date and time such as 2026-11-23T21:00 (or 2026-11-23T21:00:05)',
  'account.balance': 'an amount in tinybars, optionally after an operator (gte:100000000)',
  'account.publickey': 'a public key in hex',
};
