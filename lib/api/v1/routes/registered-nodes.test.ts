import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db';
import { openMigratedPglite } from '../../../db/testing';
import { RegisteredNodesResponse } from '../../../schemas/v1/registered-node';
import type { ApiContext } from '../context';
import { handleV1 } from '../router';
import { getV1, uncachedContext } from '../testing';

let db: Db;
let ctx: ApiContext;

const BLOCK = `{"block_node":{"endpoint_apis":["STATUS","PUBLISH","SUBSCRIBE_STREAM"]},"ip_address":"192.168.1.79","port":40840,"requires_tls":true}`;
const MIRROR = `{"domain_name":"mirror.example.com","mirror_node":{},"port":443,"requires_tls":true}`;
const RELAY = `{"domain_name":"relay.example.com","rpc_relay":{},"port":7546,"requires_tls":false}`;
const UNKNOWN = `{"domain_name":"other.example.com","port":80,"requires_tls":false}`;

beforeAll(async () => {
  db = await openMigratedPglite();
  ctx = uncachedContext(db, 0);
  await db.exec(`INSERT INTO registered_node (admin_key, created_timestamp, deleted, description, registered_node_id, service_endpoints, timestamp_range, type) VALUES
    ('\\x1220${'ab'.repeat(32)}', 100, false, 'block node', 1, '[${BLOCK}]', '[100,)', '{0}'),
    (NULL, 200, false, 'mirror and relay', 2, '[${MIRROR},${RELAY}]', '[250,)', '{2,3}'),
    (NULL, 300, true, 'deleted', 3, '[${RELAY}]', '[300,)', '{3}'),
    (NULL, 400, false, NULL, 4, '[${UNKNOWN}]', '[400,)', '{1}')`);
}, 60_000);

afterAll(async () => db.close());

const get = (url: string) => getV1(ctx, url);
const ids = async (query: string) => {
  const { status, body } = await get(`/api/v1/network/registered-nodes${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  const parsed = RegisteredNodesResponse.parse(body);
  return { ids: parsed.registered_nodes.map((n) => Number(n.registered_node_id)), next: parsed.links.next };
};

describe('GET /network/registered-nodes', () => {
  it('maps a node with its endpoints, leaving out deleted nodes', async () => {
    const { body } = await get('/api/v1/network/registered-nodes?limit=2');
    expect(body).toEqual({
      registered_nodes: [
        {
          admin_key: { _type: 'ED25519', key: 'ab'.repeat(32) },
          created_timestamp: '0.000000100',
          description: 'block node',
          registered_node_id: 1,
          service_endpoints: [
            {
              block_node: { endpoint_apis: ['STATUS', 'PUBLISH', 'SUBSCRIBE_STREAM'] },
              domain_name: null,
              general_service: null,
              ip_address: '192.168.1.79',
              mirror_node: null,
              port: 40840,
              requires_tls: true,
              rpc_relay: null,
              type: 'BLOCK_NODE',
            },
          ],
          timestamp: { from: '0.000000100', to: null },
        },
        expect.objectContaining({ registered_node_id: 2 }),
      ],
      links: { next: '/api/v1/network/registered-nodes?limit=2&registerednode.id=gt:2' },
    });
    const two = RegisteredNodesResponse.parse(body).registered_nodes[1]!;
    expect(two.service_endpoints.map((e) => [e.type, e.mirror_node, e.rpc_relay])).toEqual([
      ['MIRROR_NODE', {}, null],
      ['RPC_RELAY', null, {}],
    ]);
    expect((await ids('')).ids).toEqual([1, 2, 4]);
  });

  it('shows an endpoint of no known kind as a general service', async () => {
    const { body } = await get('/api/v1/network/registered-nodes?registerednode.id=4');
    expect(RegisteredNodesResponse.parse(body).registered_nodes[0]!.service_endpoints[0]).toMatchObject({
      type: 'GENERAL_SERVICE',
      general_service: null,
    });
  });

  it('filters by type (any letter case), orders and pages as the Java service does', async () => {
    expect((await ids('?type=rpc_relay')).ids).toEqual([2]);
    expect((await ids('?type=BLOCK_NODE')).ids).toEqual([1]);
    expect(await ids('?order=desc&limit=1&foo=bar')).toEqual({
      ids: [4],
      next: '/api/v1/network/registered-nodes?order=desc&limit=1&registerednode.id=lt:4',
    });
    expect(await ids('?registerednode.id=gte:2&registerednode.id=lt:4&limit=1')).toEqual({
      ids: [2],
      next: '/api/v1/network/registered-nodes?registerednode.id=lt:4&registerednode.id=gt:2&limit=1',
    });
    // The next range would be empty (gt:2 and lt:3): no link.
    expect(await ids('?registerednode.id=lt:3&registerednode.id=gte:2&limit=1')).toEqual({ ids: [2], next: null });
    expect(await ids('?registerednode.id=eq:2&limit=1')).toEqual({
      ids: [2],
      next: '/api/v1/network/registered-nodes?registerednode.id=eq:2&limit=1',
    });
  });

  it('refuses parameters in the Java service words', async () => {
    const invalid = (name: string) => ({ _status: { messages: [{ message: `Invalid parameter: ${name}` }] } });
    const detail = (text: string) => ({ _status: { messages: [{ message: 'Bad Request', detail: text }] } });
    const cases: [string, unknown][] = [
      ['limit=0', invalid('limit')],
      ['limit=101', invalid('limit')],
      ['limit=a', invalid('limit')],
      ['order=up', invalid('order')],
      ['type=consensus', invalid('type')],
      ['registerednode.id=ne:1', invalid('registerednode.id')],
      ['registerednode.id=x', invalid('registerednode.id')],
      ['registerednode.id=9223372036854775808', invalid('registerednode.id')],
      ['registerednode.id=gt:1&registerednode.id=lt:9&registerednode.id=lt:8', invalid('registerednode.id')],
      [
        'registerednode.id=eq:1&registerednode.id=lt:9',
        detail("The 'eq' operator cannot be combined with other operators"),
      ],
      ['registerednode.id=gt:5&registerednode.id=lt:5', detail('Invalid range: lower bound exceeds upper bound')],
    ];
    for (const [query, body] of cases) {
      const answer = await get(`/api/v1/network/registered-nodes?${query}`);
      expect([answer.status, answer.body], query).toEqual([400, body]);
    }
  });

  it('answers with the Java service content type and a minute of caching', async () => {
    const response = await handleV1(new Request('http://localhost/api/v1/network/registered-nodes'), ctx);
    expect(response.headers.get('content-type')).toBe('application/json;charset=UTF-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const refused = await handleV1(new Request('http://localhost/api/v1/network/registered-nodes?limit=0'), ctx);
    expect(refused.headers.get('content-type')).toBe('application/json;charset=UTF-8');
  });
});
