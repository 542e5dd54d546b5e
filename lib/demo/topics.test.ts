import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { openMigratedPglite } from '../db/testing';
import { generateDemoLedger } from './generate';

let db: Db;

beforeAll(async () => {
  db = await openMigratedPglite();
  await generateDemoLedger(db, { seed: 11, blocks: 150, endTime: new Date('2026-01-15T12:00:00.000Z') });
}, 120_000);

afterAll(async () => {
  await db.close();
});

describe('demo topic messages', () => {
  it('chain each running hash from the previous one as version 3 defines it (recomputed here by PostgreSQL)', async () => {
    // Layout: previous hash, version, payer shard/realm/num, topic shard/realm/num, consensus seconds (8 bytes) and
    // nanos (4 bytes), sequence number, SHA-384 of the message; integers big-endian. Demo ids are shard 0, realm 0.
    const [row] = await db.query<{ checked: bigint; wrong: bigint; first_ok: boolean }>(
      `SELECT count(*) AS checked,
         count(*) FILTER (WHERE m.running_hash <> sha384(coalesce(p.running_hash, '\\x${'00'.repeat(48)}'::bytea)
           || int8send(3) || int8send(0) || int8send(0) || int8send(m.payer_account_id)
           || int8send(0) || int8send(0) || int8send(m.topic_id)
           || int8send(m.consensus_timestamp / 1000000000) || int4send((m.consensus_timestamp % 1000000000)::int)
           || int8send(m.sequence_number) || sha384(m.message))) AS wrong,
         bool_and(p.consensus_timestamp IS NOT NULL OR m.sequence_number = 1) AS first_ok
       FROM topic_message m
       LEFT JOIN topic_message p ON p.topic_id = m.topic_id AND p.sequence_number = m.sequence_number - 1`,
    );
    expect(Number(row!.checked)).toBeGreaterThan(50);
    expect(Number(row!.wrong)).toBe(0);
    expect(row!.first_ok).toBe(true);
  });

  it('split long messages into 1024-byte chunks that name the first chunk and follow each other', async () => {
    const chunks = await db.query<{
      topic_id: bigint;
      sequence_number: bigint;
      chunk_num: number;
      chunk_total: number;
      initial_transaction_id: Uint8Array;
      size: number;
    }>(
      `SELECT topic_id, sequence_number, chunk_num, chunk_total, initial_transaction_id, length(message) AS size
       FROM topic_message WHERE chunk_num IS NOT NULL ORDER BY topic_id, sequence_number`,
    );
    expect(chunks.length).toBeGreaterThan(0);
    for (const [i, c] of chunks.entries()) {
      expect(c.chunk_total).toBeGreaterThan(1);
      expect(c.size).toBeLessThanOrEqual(1024);
      if (c.chunk_num < c.chunk_total) expect(c.size).toBe(1024);
      const first = chunks[i - c.chunk_num + 1]!;
      expect(first.chunk_num).toBe(1);
      expect(first.sequence_number).toBe(c.sequence_number - BigInt(c.chunk_num - 1));
      expect(Buffer.from(c.initial_transaction_id).equals(Buffer.from(first.initial_transaction_id))).toBe(true);
    }
  });

  it('give every topic a fee schedule, some with a fixed hbar fee, a fee schedule key and fee-exempt keys', async () => {
    const [row] = await db.query<{ topics: bigint; scheduled: bigint; charging: bigint; with_keys: bigint }>(
      `SELECT count(*) AS topics, count(cf.entity_id) AS scheduled, count(*) FILTER (WHERE cf.fixed_fees IS NOT NULL) AS charging,
         count(*) FILTER (WHERE t.fee_schedule_key IS NOT NULL AND t.fee_exempt_key_list IS NOT NULL) AS with_keys
       FROM topic t LEFT JOIN custom_fee cf ON cf.entity_id = t.id`,
    );
    expect(row!.scheduled).toBe(row!.topics);
    expect(Number(row!.charging)).toBeGreaterThan(0);
    expect(row!.with_keys).toBe(row!.charging);
  });
});
