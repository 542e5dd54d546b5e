import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db';
import { openMigratedPglite } from '../../../db/testing';
import { ContractLogsResponse, type ContractLog } from '../../../schemas/v1/contract-log';
import type { ApiContext } from '../context';
import { getV1, uncachedContext } from '../testing';

const CREATE2 = 'c0ffee00000000000000000000000000000000aa';
const TRANSFER = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const APPROVAL = '8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925';
const TX_HASH = 'ab'.repeat(32);
const TX_HASH_SUFFIX = 'cd'.repeat(16);
const S = 1_000_000_000n;
const T0 = 1_700_000_000n * S;

let db: Db;
let ctx: ApiContext;

/** Contract 1000 (CREATE2 address) logs at T0 (indexes 0..2) and T0+10s (0..1); contract 1001 (no EVM address) at T0+5s. */
beforeAll(async () => {
  db = await openMigratedPglite();
  ctx = uncachedContext(db, Number((T0 + 100n * S) / 1_000_000n));
  const log = (ts: bigint, contract: number, index: number, topic0: string, topic1: string | null, txIndex: number) =>
    `('\\x0102', ${ts}, ${contract}, '\\x05', ${index}, '\\x${topic0}', ${topic1 === null ? 'NULL' : `'\\x${topic1}'`}, NULL, NULL, 9, 1000, '\\x${TX_HASH}', ${txIndex})`;
  await db.exec(`
    INSERT INTO entity (id, num, realm, shard, type, deleted, evm_address, timestamp_range) VALUES
      (1000, 1000, 0, 0, 'CONTRACT', false, '\\x${CREATE2}', '[0,)'), (1001, 1001, 0, 0, 'CONTRACT', false, NULL, '[0,)');
    INSERT INTO contract_log (bloom, consensus_timestamp, contract_id, data, index, topic0, topic1, topic2, topic3,
      payer_account_id, root_contract_id, transaction_hash, transaction_index) VALUES
      ${log(T0, 1000, 0, TRANSFER, '0a', 1)}, ${log(T0, 1000, 1, APPROVAL, '0b', 1)}, ${log(T0, 1000, 2, TRANSFER, null, 1)},
      ${log(T0 + 5n * S, 1001, 0, TRANSFER, '0a', 2)},
      ${log(T0 + 10n * S, 1000, 0, TRANSFER, '0c', 3)}, ${log(T0 + 10n * S, 1000, 1, APPROVAL, '', 3)};
    INSERT INTO record_file (consensus_start, consensus_end, count, digest_algorithm, file_hash, hash, index, load_start,
      load_end, name, node_id, prev_hash, version) VALUES
      (${T0 - S}, ${T0 + 6n * S}, 2, 0, 'f', '${'12'.repeat(48)}', 7, 0, 0, 'a.rcd', 0, 'p', 6);
    INSERT INTO transaction_hash (consensus_timestamp, hash, payer_account_id, hash_suffix) VALUES
      (${T0 + 5n * S}, '\\x${TX_HASH}', 9, '\\x${TX_HASH_SUFFIX}')`);
}, 60_000);

afterAll(async () => {
  await db.close();
});

const get = (url: string) => getV1(ctx, url);

async function page(url: string): Promise<ContractLogsResponse> {
  const { status, body } = await get(url);
  expect(status, url).toBe(200);
  return ContractLogsResponse.parse(body);
}

const keys = (logs: ContractLog[]) => logs.map((l) => `${l.timestamp}#${l.index}`);

/** Every log of a list, following links.next. */
async function walk(url: string): Promise<string[]> {
  const seen: string[] = [];
  for (let next: string | null = url, pages = 0; next && pages < 20; pages++) {
    const { logs, links } = await page(next);
    seen.push(...keys(logs));
    next = links.next;
  }
  return seen;
}

const message = async (url: string) => {
  const { status, body } = await get(url);
  return { status, message: (body as { _status: { messages: { message: string }[] } })._status.messages[0]!.message };
};

describe('contract logs', () => {
  it("shows a contract's logs newest first, in the reference's wire form", async () => {
    const { logs, links } = await page('/api/v1/contracts/0.0.1000/results/logs');
    expect(keys(logs)).toEqual([
      '1700000010.000000000#1',
      '1700000010.000000000#0',
      '1700000000.000000000#2',
      '1700000000.000000000#1',
      '1700000000.000000000#0',
    ]);
    expect(links.next).toBeNull();
    expect(logs.at(-1)).toEqual({
      address: `0x${CREATE2}`,
      bloom: '0x0102',
      contract_id: '0.0.1000',
      data: `0x${'05'.padStart(64, '0')}`,
      index: 0,
      // Stored without leading zeros, shown as 32-byte words.
      topics: [`0x${TRANSFER}`, `0x${'0a'.padStart(64, '0')}`],
      block_hash: `0x${'12'.repeat(48)}`,
      block_number: 7,
      root_contract_id: '0.0.1000',
      timestamp: '1700000000.000000000',
      transaction_hash: `0x${TX_HASH}`,
      transaction_index: 1,
    });
    // An empty topic is the zero word; a log outside any record file has no block.
    expect(logs[0]).toMatchObject({
      topics: [`0x${APPROVAL}`, `0x${'0'.repeat(64)}`],
      block_hash: '0x',
      block_number: null,
    });
  });

  it('names a contract by id, encoded id, CREATE2 or long-zero address', async () => {
    const forms = ['1000', '0.1000', CREATE2, `0x${CREATE2}`, `0.0.${CREATE2}`, `0x${'0'.repeat(37)}3e8`];
    for (const form of forms) expect((await page(`/api/v1/contracts/${form}/results/logs`)).logs, form).toHaveLength(5);
    const other = await page('/api/v1/contracts/0.0.1001/results/logs');
    expect(other.logs.map((l) => l.address)).toEqual([`0x${'3e9'.padStart(40, '0')}`]);
    expect((await page(`/api/v1/contracts/0x${'0'.repeat(40)}/results/logs`)).logs).toEqual([]);
    expect(await message(`/api/v1/contracts/${'5'.repeat(40)}/results/logs`)).toEqual({
      status: 404,
      message: `No contract with the given evm address 0x${'5'.repeat(40)} has been found.`,
    });
    expect(await message('/api/v1/contracts/1.2.3.4/results/logs')).toEqual({
      status: 400,
      message: 'Invalid parameter: contractid',
    });
  });

  it('pages through (timestamp, index) without losing or repeating a log, in both orders and from inside a timestamp', async () => {
    const all = keys((await page('/api/v1/contracts/results/logs')).logs);
    expect(all).toHaveLength(6);
    expect(await walk('/api/v1/contracts/results/logs?limit=1')).toEqual(all);
    expect(await walk('/api/v1/contracts/results/logs?limit=2&order=asc')).toEqual([...all].reverse());
    const range = `timestamp=gte:${T0 / S}&timestamp=lte:${T0 / S + 10n}`;
    expect(await walk(`/api/v1/contracts/0.0.1000/results/logs?${range}&index=gte:1&limit=1&order=asc`)).toEqual([
      '1700000000.000000000#1',
      '1700000000.000000000#2',
      '1700000010.000000000#0',
      '1700000010.000000000#1',
    ]);
    expect(await walk(`/api/v1/contracts/results/logs?${range}&index=lte:0&limit=2`)).toEqual([
      '1700000010.000000000#0',
      '1700000005.000000000#0',
      '1700000000.000000000#2',
      '1700000000.000000000#1',
      '1700000000.000000000#0',
    ]);
  });

  it('searches topics only within a bounded timestamp range, any of the repeated values', async () => {
    const range = `timestamp=gte:${T0 / S}&timestamp=lte:${T0 / S + 5n}`;
    expect(keys((await page(`/api/v1/contracts/results/logs?topic0=0x${TRANSFER}&${range}`)).logs)).toEqual([
      '1700000005.000000000#0',
      '1700000000.000000000#2',
      '1700000000.000000000#0',
    ]);
    // Leading zeros and the 0x prefix are optional; repeated values are alternatives.
    const byTopic1 = await page(`/api/v1/contracts/results/logs?topic1=000a&topic1=0x0b&${range}`);
    expect(keys(byTopic1.logs)).toEqual(['1700000005.000000000#0', '1700000000.000000000#1', '1700000000.000000000#0']);
    expect(await message(`/api/v1/contracts/results/logs?topic0=${TRANSFER}`)).toEqual({
      status: 400,
      message: 'Cannot search topics without a valid timestamp range: No timestamp range or eq operator provided',
    });
    expect(
      (await message(`/api/v1/contracts/0.0.1000/results/logs?topic0=a&timestamp=gte:1&timestamp=lte:${T0 / S}`))
        .message,
    ).toBe(
      'Cannot search topics without a valid timestamp range: Timestamp range by the lower and upper bounds must be positive and within 7d',
    );
    expect(await message('/api/v1/contracts/results/logs?topic0=gt:0a')).toEqual({
      status: 400,
      message: 'Invalid parameter: topic0',
    });
  });

  it('finds the logs of one transaction by its 48-byte hash or 32-byte prefix', async () => {
    for (const hash of [TX_HASH + TX_HASH_SUFFIX, `0x${TX_HASH}`]) {
      expect(keys((await page(`/api/v1/contracts/results/logs?transaction.hash=${hash}`)).logs)).toEqual([
        '1700000005.000000000#0',
      ]);
    }
    expect((await page(`/api/v1/contracts/results/logs?transaction.hash=${TX_HASH}${'00'.repeat(16)}`)).logs).toEqual(
      [],
    );
    expect(
      await message(`/api/v1/contracts/results/logs?transaction.hash=${TX_HASH}&transaction.hash=${TX_HASH}`),
    ).toEqual({
      status: 400,
      message: 'Only one transaction.hash filter is allowed',
    });
    expect((await message(`/api/v1/contracts/0.0.1000/results/logs?transaction.hash=${TX_HASH}`)).message).toBe(
      'Unknown query parameter: transaction.hash',
    );
  });

  it("applies the reference's rules between index and timestamp", async () => {
    const cases: [string, string][] = [
      ['index=gte:1', 'index without a timestamp parameter filter'],
      ['index=1&timestamp=gte:1', 'timestamp must have eq operator'],
      ['index=gt:1&timestamp=gt:1', 'timestamp must have gte or eq operator'],
      ['index=lt:1&timestamp=lt:9', 'timestamp must have lte or eq operator'],
      ['timestamp=1&timestamp=2', 'Only one equal (eq) operator is allowed for timestamp'],
      ['timestamp=ne:1', 'Not equal (ne) operator is not supported for timestamp'],
    ];
    for (const [query, expected] of cases)
      expect(await message(`/api/v1/contracts/results/logs?${query}`), query).toEqual({
        status: 400,
        message: expected,
      });
    // gte:A and lte:A together read as eq A, so index eq is then allowed.
    const t = T0 / S;
    expect(
      keys((await page(`/api/v1/contracts/results/logs?timestamp=gte:${t}&timestamp=lte:${t}&index=1`)).logs),
    ).toEqual(['1700000000.000000000#1']);
  });

  it('with query.bindTimestampRange, reads the all-contracts list a window at a time', async () => {
    const bound = {
      ...ctx,
      config: { ...ctx.config, API_BIND_TIMESTAMP_RANGE: true, API_MAX_TRANSACTIONS_TIMESTAMP_RANGE_NS: 7n * S },
    };
    const { body } = await getV1(bound, `/api/v1/contracts/results/logs?timestamp=gte:${T0 / S}&order=asc`);
    const { logs, links } = ContractLogsResponse.parse(body);
    expect(keys(logs)).toEqual([
      '1700000000.000000000#0',
      '1700000000.000000000#1',
      '1700000000.000000000#2',
      '1700000005.000000000#0',
    ]);
    expect(links.next).toBe(`/api/v1/contracts/results/logs?order=asc&timestamp=gte:1700000006.999999999&index=gt:0`);
    // A window without logs still leads on to the next one (the timestamp alone: there is no last row).
    const quiet = ContractLogsResponse.parse(
      (await getV1(bound, `/api/v1/contracts/results/logs?timestamp=gte:${T0 / S + 11n}&order=asc`)).body,
    );
    expect(quiet).toEqual({
      logs: [],
      links: { next: '/api/v1/contracts/results/logs?order=asc&timestamp=gte:1700000017.999999999' },
    });
  });

  it('answers an empty timestamp range with no logs', async () => {
    expect(
      (await page(`/api/v1/contracts/results/logs?timestamp=gt:${T0 / S}&timestamp=lt:${T0 / S}.000000001`)).logs,
    ).toEqual([]);
  });
});
