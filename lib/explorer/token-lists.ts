import { defineList, ID_ORDER_LABELS } from './list-definition';

/**
 * The lists of a token's pages: its holders (/tokens/{id}), an NFT collection's serials (/tokens/{id}/nfts) and
 * one serial's history (/tokens/{id}/nfts/{serial}). Each page has one list, so the page URL's parameters are its.
 */

export const TOKEN_HOLDERS = defineList({
  title: 'Holders',
  loadSchema: async () => (await import('../schemas/v1/token')).TokenBalancesResponse,
  rows: (p) => p.balances,
  rowKey: (b) => b.account,
  keyset: { columns: 'account.id', values: (b) => b.account },
  defaultOrder: 'desc',
  orderLabels: ID_ORDER_LABELS,
});
export const TOKEN_HOLDER_PARAMS = ['limit', 'order', 'account.id', 'account.balance'] as const;
/**
 * Holders hold some of it: an account associated with the token at a zero balance is left out unless the URL asks
 * (`account.balance=gte:0`).
 */
export const TOKEN_HOLDER_DEFAULTS = { 'account.balance': 'gt:0' };

export const TOKEN_NFTS = defineList({
  title: 'NFTs',
  loadSchema: async () => (await import('../schemas/v1/nft')).NftsResponse,
  rows: (p) => p.nfts,
  rowKey: (n) => String(n.serial_number),
  keyset: { columns: 'serialnumber', values: (n) => String(n.serial_number) },
  defaultOrder: 'desc',
  orderLabels: ['Highest serial first', 'Lowest serial first'],
});
export const TOKEN_NFT_PARAMS = ['limit', 'order', 'serialnumber', 'account.id'] as const;

export const NFT_HISTORY = defineList({
  title: 'History',
  loadSchema: async () => (await import('../schemas/v1/nft')).NftTransactionsResponse,
  rows: (p) => p.transactions,
  // One transaction may both approve and move the NFT: the event's parts tell its rows apart.
  rowKey: (t) =>
    [t.consensus_timestamp, t.nonce, t.type, t.is_approval, t.sender_account_id, t.receiver_account_id].join('|'),
  keyset: { columns: 'timestamp', values: (t) => t.consensus_timestamp },
  defaultOrder: 'desc',
});
export const NFT_HISTORY_PARAMS = ['limit', 'order', 'timestamp'] as const;

/**
 * A balance's share of the total supply as a percentage with up to four decimals (exact: bigint), "< 0.0001%" for a
 * sliver, or null when there is no supply to share.
 */
export function supplyShare(balance: bigint | number, totalSupply: bigint | number | string): string | null {
  const total = BigInt(totalSupply);
  const held = BigInt(balance);
  if (total <= 0n || held < 0n) return null;
  const tenThousandths = (held * 1_000_000n) / total;
  if (tenThousandths === 0n && held > 0n) return '< 0.0001%';
  const whole = tenThousandths / 10_000n;
  const fraction = (tenThousandths % 10_000n).toString().padStart(4, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}%`;
}
