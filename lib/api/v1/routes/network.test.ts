import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getV1, uncachedContext } from '../testing';
import type { Db } from '../../../db';
import { openMigratedPglite } from '../../../db/testing';
import { NetworkNodesResponse } from '../../../schemas/v1/network-node';
import type { ApiContext } from '../context';

let db: Db;
let ctx: ApiContext;

beforeAll(async () => {
  db = await openMigratedPglite();
  ctx = uncachedContext(db, 0);
  await db.exec(`INSERT INTO address_book (start_consensus_timestamp, file_id, file_data) VALUES (10, 102, '\\x00'), (20, 101, '\\x00');
    INSERT INTO address_book_entry (consensus_timestamp, node_id, node_account_id, public_key, node_cert_hash) VALUES
      (10, 0, 3, 'abcd', '\\x3031'), (10, 1, 4, NULL, NULL);
    INSERT INTO address_book_service_endpoint (consensus_timestamp, node_id, ip_address_v4, port) VALUES (10, 0, '10.0.0.2', 50211), (10, 0, '10.0.0.1', 50212);
    INSERT INTO node (node_id, admin_key, timestamp_range, account_id, associated_registered_nodes) VALUES (0, '\\x3200', '[0,)', 9, '{4,9223372036854775807}');
    INSERT INTO node_stake (consensus_timestamp, epoch_day, node_id, reward_rate, stake, stake_rewarded, staking_period, max_stake, min_stake, stake_not_rewarded)
      VALUES (5, 1, 0, 1, 2, 3, 86399999999999, -1, 1, -1)`);
}, 60_000);

afterAll(async () => {
  await db.close();
});

const get = (url: string) => getV1(ctx, url);

describe('GET /network/nodes', () => {
  it('maps the latest 0.0.102 address book with node, stake and endpoints', async () => {
    const { nodes } = NetworkNodesResponse.parse((await get('/api/v1/network/nodes')).body);
    expect(nodes.map((n) => n.node_id)).toEqual([0, 1]);
    expect(nodes[0]).toMatchObject({
      admin_key: null, // an empty key list
      associated_registered_nodes: [4, 9223372036854775807n], // int64 exact
      node_account_id: '0.0.9', // the node's own account wins
      public_key: '0xabcd',
      node_cert_hash: '0x01',
      max_stake: null,
      stake_not_rewarded: null,
      staking_period: { from: '86400.000000000', to: '172800.000000000' },
      service_endpoints: [
        { domain_name: '', ip_address_v4: '10.0.0.1', port: 50212 },
        { domain_name: '', ip_address_v4: '10.0.0.2', port: 50211 },
      ],
    });
    // A node without a node row (or without associations) still lists none.
    expect(nodes[1]).toMatchObject({
      associated_registered_nodes: [],
      admin_key: null,
      decline_reward: null,
      public_key: '0x',
      node_cert_hash: '0x',
      stake: null,
      staking_period: null,
    });
  });

  it('enforces the file.id rules as the Java service does (0.154)', async () => {
    const invalid = { _status: { messages: [{ message: 'Invalid parameter: file.id' }] } };
    for (const value of ['a', '', '0.0.x']) {
      expect((await get(`/api/v1/network/nodes?file.id=${value}`)).body, value).toEqual(invalid);
    }
    // Any operator but eq, in the Java service's words.
    const eqOnly = {
      _status: { messages: [{ message: 'Bad Request', detail: 'Only equality operator is supported for file.id' }] },
    };
    for (const value of ['gt:101', 'ne:102', 'gte:0.0.101', 'lt:0.0.103']) {
      expect((await get(`/api/v1/network/nodes?file.id=${value}`)).body, value).toEqual(eqOnly);
    }
    // A file that is not an address book has no nodes.
    for (const value of ['0.0.103', '111', '1.0.102', '0.1.102']) {
      expect((await get(`/api/v1/network/nodes?file.id=${value}`)).body, value).toEqual({
        nodes: [],
        links: { next: null },
      });
    }
    // Two values, even the same one twice: one book at a time.
    for (const query of ['file.id=101&file.id=102', 'file.id=102&file.id=0.0.102']) {
      expect((await get(`/api/v1/network/nodes?${query}`)).body).toEqual({
        _status: { messages: [{ message: 'Only a single instance is supported for file.id' }] },
      });
    }
  });

  it('reads the address book file it is asked for and names it in file_id', async () => {
    const ids = async (query: string) =>
      NetworkNodesResponse.parse((await get(`/api/v1/network/nodes${query}`)).body).nodes.map((n) => [
        n.node_id,
        n.file_id,
        n.timestamp.from,
      ]);
    await db.exec(
      `INSERT INTO address_book_entry (consensus_timestamp, node_id, node_account_id) VALUES (20, 0, 3), (20, 5, 8)`,
    );
    try {
      const from101 = [
        [0, '0.0.101', '0.000000020'],
        [5, '0.0.101', '0.000000020'],
      ];
      // The same file however it is written: num, realm.num, shard.realm.num, eq:, leading zeros, long-zero EVM.
      for (const value of [
        '101',
        '0.101',
        '0.0.101',
        'eq:0.0.101',
        '0101',
        '0x0000000000000000000000000000000000000065',
      ]) {
        expect(await ids(`?file.id=${value}`), value).toEqual(from101);
      }
      expect(await ids('')).toEqual([
        [0, '0.0.102', '0.000000010'],
        [1, '0.0.102', '0.000000010'],
      ]);
      expect(await ids('?file.id=0.0.102&node.id=gt:0')).toEqual([[1, '0.0.102', '0.000000010']]);
      expect(await ids('?file.id=101&order=desc&limit=1')).toEqual([[5, '0.0.101', '0.000000020']]);
    } finally {
      await db.exec('DELETE FROM address_book_entry WHERE consensus_timestamp = 20');
    }
  });
});
