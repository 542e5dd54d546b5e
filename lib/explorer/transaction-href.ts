import type { Transaction } from '../schemas/v1/transaction';
import { normalizeTransactionId } from './search';
import { detailHref } from './sections';

/** Link of one transaction: its id in the URL-safe notation, plus nonce/scheduled when it is not the first. */
export function transactionHref(tx: Pick<Transaction, 'transaction_id' | 'nonce' | 'scheduled'>): string {
  const id = normalizeTransactionId(tx.transaction_id) ?? tx.transaction_id;
  const query = [tx.nonce > 0 ? `nonce=${tx.nonce}` : '', tx.scheduled ? 'scheduled=true' : '']
    .filter(Boolean)
    .join('&');
  return `${detailHref('transactions', id)}${query ? `?${query}` : ''}`;
}
