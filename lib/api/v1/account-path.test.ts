import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/types';
import { accountIdFromPath } from './account-path';

const ALIAS = 'KGNABD5L3ZGSRVUCSPDR7TONZSRY3D5OMEBKQMVTD2AC6JL72HMQ';

/** A database stub answering every lookup with the given rows. */
const stubDb = (rows: { id: bigint }[]): Queryable =>
  ({
    query: async <T>() => rows as T[],
    exec: async () => {},
  }) as unknown as Queryable;

describe('accountIdFromPath', () => {
  it('maps lookups to the reference answers', async () => {
    await expect(accountIdFromPath(stubDb([]), 'x')).rejects.toMatchObject({ status: 400 });
    await expect(accountIdFromPath(stubDb([]), ALIAS)).rejects.toMatchObject({
      status: 404,
      messages: ['No account with a matching alias found'],
    });
    await expect(accountIdFromPath(stubDb([]), 'ebb9a1be370150759408cd7af48e9eda2b8ead57')).rejects.toMatchObject({
      status: 404,
      messages: ['Not found'],
    });
    await expect(accountIdFromPath(stubDb([{ id: 1n }, { id: 2n }]), ALIAS)).rejects.not.toHaveProperty('status');
    await expect(accountIdFromPath(stubDb([{ id: 5n }]), ALIAS)).resolves.toBe(5n);
  });
});
