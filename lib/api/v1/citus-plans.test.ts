import { describe, expect, it } from 'vitest';
import { constrainsEquality } from './citus-plans.test-helpers';
import { tableOf } from './query-plans.test-helpers';

describe('reading plans for Citus routing', () => {
  it('names the table of a v1 or v2 partition', () => {
    expect(tableOf('transaction_hash_05')).toBe('transaction_hash');
    expect(tableOf('record_file_p2026_01')).toBe('record_file');
    expect(tableOf('crypto_transfer_default')).toBe('crypto_transfer');
    expect(tableOf('entity')).toBe('entity');
  });

  it('sees an equality on the distribution column, against a value or a joined row, and nothing else', () => {
    expect(constrainsEquality("(payer_account_id = '2'::bigint)", 'payer_account_id')).toBe(true);
    expect(constrainsEquality('(c.payer_account_id = t.payer_account_id)', 'payer_account_id')).toBe(true);
    expect(constrainsEquality("(id = ANY ('{1,2}'::bigint[]))", 'id')).toBe(true);
    expect(constrainsEquality('(t.entity_id = e.id)', 'id')).toBe(true);
    expect(constrainsEquality("(entity_id = '2'::bigint)", 'id')).toBe(false);
    expect(constrainsEquality("(payer_account_id > '2'::bigint)", 'payer_account_id')).toBe(false);
    expect(constrainsEquality("(consensus_timestamp = '5'::bigint)", 'payer_account_id')).toBe(false);
  });
});
