import { describe, expect, it } from 'vitest';
import { transactionHref } from './transaction-href';

describe('transactionHref', () => {
  it('links a transaction by its id in the URL-safe notation', () => {
    expect(transactionHref({ transaction_id: '0.0.2@1700000000.000000001', nonce: 2, scheduled: true })).toBe(
      '/transactions/0.0.2-1700000000-000000001?nonce=2&scheduled=true',
    );
  });

  it('the first transaction of an id needs neither nonce nor scheduled', () => {
    expect(transactionHref({ transaction_id: '0.0.2@1700000000.000000001', nonce: 0, scheduled: false })).toBe(
      '/transactions/0.0.2-1700000000-000000001',
    );
  });
});
