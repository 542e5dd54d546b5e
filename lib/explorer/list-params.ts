/** The API parameters each explorer list passes through from its page URL (see list-query.ts). */
export const BLOCK_LIST_PARAMS = ['limit', 'order', 'block.number', 'timestamp'] as const;
export const TRANSACTION_LIST_PARAMS = ['limit', 'order', 'timestamp', 'transactiontype', 'result', 'account.id'] as const;
export const ACCOUNT_LIST_PARAMS = ['limit', 'order', 'account.id', 'account.balance', 'account.publickey'] as const;
export const SCHEDULE_LIST_PARAMS = ['limit', 'order', 'schedule.id', 'account.id'] as const;
export const NODE_LIST_PARAMS = ['limit', 'order', 'node.id'] as const;
/** Account tabs: the sub-list's own cursor parameters. */
export const ACCOUNT_TAB_PARAMS = ['limit', 'order', 'timestamp', 'transactiontype', 'result', 'token.id', 'serialnumber', 'spender.id', 'receiver.id', 'sender.id'] as const;
