import { bytesToHex } from '../core/hex';
import { describe, expect, it } from 'vitest';
import { openMigratedPglite } from '../db/testing';
import { orInto } from './abi';
import { APPROVAL, APPROVAL_FOR_ALL, logBloom, standardOf, storedTopic, SWAP, TRANSFER } from './event-logs';
import { generateDemoLedger } from './generate';
import { keccak256 } from './keccak';
import { COMPILED } from './solidity/compiled';

const bitsSet = (bloom: Uint8Array) => bloom.reduce((n, byte) => n + byte.toString(2).replaceAll('0', '').length, 0);

describe('event logs', () => {
  it('uses the well-known topic0 of the ERC-20 / ERC-721 and Uniswap V2 events', () => {
    expect(bytesToHex(TRANSFER)).toBe('ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef');
    expect(bytesToHex(APPROVAL)).toBe('8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925');
    expect(bytesToHex(APPROVAL_FOR_ALL)).toBe('17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31');
    expect(bytesToHex(SWAP)).toBe('d78ad95fa46c994b6551d0da85fc275fe613ce37657fb8d5e3d130840159d822');
  });

  it('stores topics as the importer does, without leading zero bytes', () => {
    const word = new Uint8Array(32);
    word[31] = 0x0a;
    expect(bytesToHex(storedTopic(word))).toBe('0a');
    expect(storedTopic(new Uint8Array(32))).toHaveLength(0);
    expect(storedTopic(TRANSFER)).toEqual(TRANSFER);
  });

  it("sets a log's bloom bits from its address and each topic, three bits per item", () => {
    const address = Uint8Array.from({ length: 20 }, (_, i) => i + 1);
    const bloom = logBloom(address, [TRANSFER]);
    // Each item sets the bits named by the low 11 bits of its keccak's first three byte pairs.
    for (const item of [address, TRANSFER]) {
      const h = keccak256(item);
      for (let i = 0; i < 6; i += 2) {
        const bit = ((h[i]! << 8) | h[i + 1]!) & 2047;
        expect(bloom[255 - (bit >> 3)]! & (1 << (bit & 7)), `bit ${bit}`).not.toBe(0);
      }
    }
    expect(bitsSet(bloom)).toBeLessThanOrEqual(6);
    expect(bitsSet(logBloom(address, []))).toBeLessThanOrEqual(3);
  });

  it('gives the demo ledger logs whose topics, data and blooms agree with their standard and their result', async () => {
    const db = await openMigratedPglite();
    try {
      await generateDemoLedger(db, { seed: 3, blocks: 120, endTime: new Date('2026-01-01T00:00:00Z') });
      const logs = await db.query<{
        consensus_timestamp: bigint;
        contract_id: bigint;
        bloom: Uint8Array;
        data: Uint8Array;
        topic0: Uint8Array;
        topic3: Uint8Array | null;
      }>(
        'SELECT consensus_timestamp, contract_id, bloom, data, topic0, topic3 FROM contract_log ORDER BY consensus_timestamp, index',
      );
      expect(logs.length).toBeGreaterThan(10);
      const known = new Set([TRANSFER, APPROVAL, APPROVAL_FOR_ALL, SWAP].map(bytesToHex));
      // The compiled contracts' logs are what their code emitted (executed.ts); the rest are made up by standard.
      const executed = await db.query<{ id: bigint }>(
        'SELECT id FROM contract WHERE runtime_bytecode = ANY($1::bytea[])',
        [Object.values(COMPILED).map((c) => Buffer.from(c.runtime, 'hex'))],
      );
      expect(executed.length, 'the four deployed ones, and the counters made by CREATE2').toBeGreaterThanOrEqual(4);
      const ran = new Set(executed.map((c) => c.id));
      const byResult = new Map<bigint, Uint8Array>();
      for (const log of logs) {
        const union = byResult.get(log.consensus_timestamp) ?? new Uint8Array(256);
        orInto(union, log.bloom);
        byResult.set(log.consensus_timestamp, union);
        if (ran.has(log.contract_id)) continue;
        expect(known.has(bytesToHex(log.topic0))).toBe(true);
        const standard = standardOf(Number(log.contract_id));
        // ERC-721 Transfer and Approval index the token id (a fourth topic, no data); ERC-20 puts the amount in data.
        if (standard === 'erc721' && bytesToHex(log.topic0) !== bytesToHex(APPROVAL_FOR_ALL))
          expect([log.topic3 !== null, log.data.length]).toEqual([true, 0]);
        if (standard === 'erc20') expect([log.topic3, log.data.length]).toEqual([null, 32]);
      }
      const results = await db.query<{ consensus_timestamp: bigint; bloom: Uint8Array }>(
        'SELECT consensus_timestamp, bloom FROM contract_result WHERE consensus_timestamp = ANY($1::bigint[])',
        [[...byResult.keys()]],
      );
      expect(results).toHaveLength(byResult.size);
      for (const r of results) expect(bytesToHex(r.bloom)).toBe(bytesToHex(byResult.get(r.consensus_timestamp)!));
    } finally {
      await db.close();
    }
  }, 120_000);
});
