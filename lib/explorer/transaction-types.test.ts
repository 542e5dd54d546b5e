import { describe, expect, it } from 'vitest';
import { TRANSACTION_TYPE_NAMES } from '../ledger/names';
import { entityTypeOf, transactionTypeFamilies, TRANSACTION_TYPES, transactionTypeLabel } from './transaction-types';

describe('transaction types', () => {
  it('the type filter offers only types the API accepts, sorted', () => {
    for (const type of TRANSACTION_TYPES) expect(TRANSACTION_TYPE_NAMES).toContain(type);
    expect([...TRANSACTION_TYPES]).toEqual([...TRANSACTION_TYPES].sort());
  });

  it('name the kind of entity a transaction acts on, as the Mirror Node records it', () => {
    const names = [
      'CONSENSUSSUBMITMESSAGE',
      'CONSENSUSCREATETOPIC',
      'FILEUPDATE',
      'FILEAPPEND',
      'CONTRACTCALL',
      'CONTRACTCREATEINSTANCE',
      'TOKENMINT',
      'SCHEDULESIGN',
      'CRYPTOCREATEACCOUNT',
      'TOKENASSOCIATE',
      'SYSTEMDELETE',
      'UNKNOWN',
    ];
    // A token operation for one account (an association) names the account; a system delete may name a file or a contract.
    expect(Object.fromEntries(names.map((name) => [name, entityTypeOf(name)]))).toEqual({
      CONSENSUSSUBMITMESSAGE: 'topic',
      CONSENSUSCREATETOPIC: 'topic',
      FILEUPDATE: 'file',
      FILEAPPEND: 'file',
      CONTRACTCALL: 'contract',
      CONTRACTCREATEINSTANCE: 'contract',
      TOKENMINT: 'token',
      SCHEDULESIGN: 'schedule',
      CRYPTOCREATEACCOUNT: 'account',
      TOKENASSOCIATE: 'account',
      SYSTEMDELETE: null,
      UNKNOWN: null,
    });
  });

  it('shows types in words, grouped in families that cover every type once', () => {
    expect(transactionTypeLabel('CONSENSUSSUBMITMESSAGE')).toBe('Submit message');
    expect(transactionTypeLabel('CRYPTOTRANSFER')).toBe('Crypto transfer');
    expect(transactionTypeLabel('SOMEFUTURETYPE')).toBe('SOMEFUTURETYPE');
    const grouped = transactionTypeFamilies().flatMap((f) => f.types.map((t) => t.type));
    expect([...grouped].sort()).toEqual([...TRANSACTION_TYPES]);
    expect(transactionTypeFamilies().every((f) => f.types.length > 0)).toBe(true);
    const labels = grouped.map(transactionTypeLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
