import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { openMigratedPglite } from '../db/testing';
import { findTransactionByHash, findTransactionById } from './contract-actions';

const PAYER = 1001n;
const VALID_START = 1_700_000_000_000_000_000n;
const MINUTE = 60_000_000_000n;
const [SUCCESS, WRONG_NONCE, CONTRACT_REVERT, SCHEDULE_CREATE, CONTRACT_CALL] = [22, 429, 33, 42, 7];

describe('which transaction an id or hash names for its contract actions (as the reference resolves it)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openMigratedPglite();
    const tx = (ts: bigint, type: number, result: number, nonce = 0, validStart = VALID_START) =>
      db.query(
        'INSERT INTO transaction (consensus_timestamp, type, result, payer_account_id, valid_start_ns, nonce) VALUES ($1, $2, $3, $4, $5, $6)',
        [ts, type, result, PAYER, validStart, nonce],
      );
    await tx(VALID_START + 1n, CONTRACT_CALL, CONTRACT_REVERT, 1); // a child that reached consensus first
    await tx(VALID_START + 2n, CONTRACT_CALL, SUCCESS); // the parent that succeeded
    await tx(VALID_START + 3n, CONTRACT_CALL, CONTRACT_REVERT); // a later failed attempt with the same id
    await tx(VALID_START + 36n * MINUTE, SCHEDULE_CREATE, SUCCESS); // past the 35-minute window
    const hash = (ts: bigint, result: number) =>
      db.query(
        `INSERT INTO contract_transaction_hash (consensus_timestamp, hash, payer_account_id, entity_id, transaction_result) VALUES ($1, decode('ab', 'hex'), $2, 5000, $3)`,
        [ts, PAYER, result],
      );
    await hash(10n, WRONG_NONCE);
    await hash(20n, SUCCESS);
    await hash(30n, WRONG_NONCE);
  });
  afterAll(() => db.close());

  it('an id names its successful parent (nonce 0) within 35 minutes of the valid start', async () => {
    expect(await findTransactionById(db, PAYER, VALID_START)).toBe(VALID_START + 2n);
  });

  it('an id without a success names its newest parent attempt', async () => {
    await db.query('UPDATE transaction SET result = $1 WHERE consensus_timestamp = $2', [
      CONTRACT_REVERT,
      VALID_START + 2n,
    ]);
    expect(await findTransactionById(db, PAYER, VALID_START)).toBe(VALID_START + 3n);
  });

  it('a hash shared by resubmitted attempts names the successful one, else the newest', async () => {
    expect((await findTransactionByHash(db, Uint8Array.of(0xab)))?.timestamp).toBe(20n);
    await db.query('UPDATE contract_transaction_hash SET transaction_result = $1', [WRONG_NONCE]);
    expect((await findTransactionByHash(db, Uint8Array.of(0xab)))?.timestamp).toBe(30n);
  });
});
