import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getV1, uncachedContext } from '../testing';
import type { Db } from '../../../db';
import { openMigratedPglite } from '../../../db/testing';
import { sequenceRange } from '../../../ledger/topic-messages';
import { Topic, TopicMessage, TopicMessagesResponse } from '../../../schemas/v1/topic';
import type { ApiContext } from '../context';

let db: Db;
let ctx: ApiContext;

const ED_KEY = `\\x1220${'ab'.repeat(32)}`;
// proto.TransactionID { accountID 0.0.5, transactionValidStart 100 s 7 ns } (scheduled and nonce left at their defaults)
const INITIAL_TX = '\\x0a040864100712021805';

beforeAll(async () => {
  db = await openMigratedPglite();
  ctx = uncachedContext(db, 2_000_000_000);
  const messages = Array.from({ length: 30 }, (_, i) => {
    const seq = i + 1;
    const chunk = seq === 4 ? `1, 2, 5, 99, '${INITIAL_TX}'` : 'NULL, NULL, 5, NULL, NULL';
    return `(${1000 + seq * 10}, '\\x${Buffer.from(`hello ${seq}`).toString('hex')}', '\\x${'cd'.repeat(48)}', ${seq}, 3, ${chunk}, 9)`;
  });
  await db.exec(`INSERT INTO topic_message (consensus_timestamp, message, running_hash, sequence_number, running_hash_version,
      chunk_num, chunk_total, payer_account_id, valid_start_timestamp, initial_transaction_id, topic_id) VALUES ${messages.join(', ')};
    INSERT INTO topic_message (consensus_timestamp, message, running_hash, sequence_number, topic_id, payer_account_id) VALUES
      (1015, '\\x00', '\\x00', 1, 8, 5);
    INSERT INTO transaction (consensus_timestamp, type, result, payer_account_id, valid_start_ns, entity_id) VALUES
      (1050, 27, 22, 5, 1, 9), (1060, 27, 11, 5, 2, 9);
    INSERT INTO entity (id, num, realm, shard, type, memo, auto_renew_period, auto_renew_account_id, created_timestamp, timestamp_range) VALUES
      (9, 9, 0, 0, 'TOPIC', 'chat', 7776000, 0, 900, '[900,)');
    INSERT INTO topic (id, admin_key, submit_key, created_timestamp, timestamp_range) VALUES (9, '${ED_KEY}', NULL, 900, '[900,)');
    INSERT INTO custom_fee (entity_id, fixed_fees, timestamp_range) VALUES
      (9, '[{"amount": 12345678901234567, "collector_account_id": 7, "denominating_token_id": null}]', '[950,)');`);
}, 60_000);

afterAll(async () => {
  await db.close();
});

const get = (url: string) => getV1(ctx, url);
const sequences = (body: unknown) => TopicMessagesResponse.parse(body).messages.map((m) => Number(m.sequence_number));

describe('topic messages', () => {
  it('pages a sequence-number range in consensus order, the next link continuing from the last timestamp', async () => {
    const first = await get('/api/v1/topics/9/messages?sequencenumber=gt:20&limit=4');
    expect(sequences(first.body)).toEqual([21, 22, 23, 24]);
    const next = TopicMessagesResponse.parse(first.body).links.next!;
    expect(next).toBe('/api/v1/topics/9/messages?sequencenumber=gt:20&limit=4&timestamp=gt:0.000001240');
    expect(sequences((await get(next)).body)).toEqual([25, 26, 27, 28]);
    expect(sequences((await get('/api/v1/topics/9/messages?sequencenumber=lte:5&order=desc&limit=2')).body)).toEqual([
      5, 4,
    ]);
    expect(
      sequences(
        (await get('/api/v1/topics/9/messages?sequencenumber=gte:3&sequencenumber=lt:6&sequencenumber=ne:4')).body,
      ),
    ).toEqual([3, 5]);
  });

  it('answers an empty page for a range no sequence number satisfies', async () => {
    expect(sequences((await get('/api/v1/topics/9/messages?sequencenumber=gt:5&sequencenumber=lt:6')).body)).toEqual(
      [],
    );
    expect(sequences((await get('/api/v1/topics/9/messages?sequencenumber=gt:30')).body)).toEqual([]);
  });

  it('writes chunk info from the stored initial transaction id, and UTF-8 text on request', async () => {
    const { body } = await get('/api/v1/topics/0.0.9/messages?sequencenumber=4&encoding=UTF8');
    const [message] = TopicMessagesResponse.parse(body).messages;
    expect(message).toMatchObject({
      message: 'hello 4',
      chunk_info: {
        number: 1,
        total: 2,
        initial_transaction_id: {
          account_id: '0.0.5',
          nonce: 0,
          scheduled: false,
          transaction_valid_start: '100.000000007',
        },
      },
    });
  });

  it('lists bad values before unknown keys, as the reference does', async () => {
    const { status, body } = await get('/api/v1/topics/9/messages?foo=1&sequencenumber=0&encoding=hex');
    expect(status).toBe(400);
    expect(body).toEqual({
      _status: {
        messages: [
          { message: 'Invalid parameter: sequencenumber' },
          { message: 'Invalid parameter: encoding' },
          { message: 'Unknown query parameter: foo' },
        ],
      },
    });
  });

  it('finds one message by sequence number and by the consensus time of its successful submission', async () => {
    expect(TopicMessage.parse((await get('/api/v1/topics/9/messages/2')).body).consensus_timestamp).toBe('0.000001020');
    expect((await get('/api/v1/topics/9/messages/0')).status).toBe(400);
    expect((await get('/api/v1/topics/9/messages/31')).status).toBe(404);
    expect(TopicMessage.parse((await get('/api/v1/topics/messages/0.000001050')).body).sequence_number).toBe(5);
    // The transaction at 1060 failed, so its timestamp names no message.
    expect((await get('/api/v1/topics/messages/0.000001060')).status).toBe(404);
  });

  it('reduces sequence-number filters to one closed range', () => {
    expect(
      sequenceRange([
        { operator: 'gt', value: 2n },
        { operator: 'lte', value: 9n },
        { operator: 'ne', value: 5n },
      ]),
    ).toEqual({ lower: 3n, upper: 9n });
    expect(
      sequenceRange([
        { operator: 'eq', value: 2n },
        { operator: 'gte', value: 3n },
      ]),
    ).toBeNull();
    expect(sequenceRange([])).toEqual({ lower: null, upper: null });
  });
});

describe('topic by id', () => {
  it('joins the topic, its entity and its fee schedule', async () => {
    const topic = Topic.parse((await get('/api/v1/topics/0.0.9')).body);
    expect(topic).toMatchObject({
      admin_key: { _type: 'ED25519', key: 'ab'.repeat(32) },
      auto_renew_account: null,
      auto_renew_period: 7776000,
      custom_fees: {
        created_timestamp: '0.000000950',
        fixed_fees: [{ amount: 12345678901234567n, collector_account_id: '0.0.7', denominating_token_id: null }],
      },
      fee_exempt_key_list: [],
      memo: 'chat',
      submit_key: null,
      timestamp: { from: '0.000000900', to: null },
      topic_id: '0.0.9',
    });
  });

  it('answers 404 for a topic without its rows and 400 for a malformed id', async () => {
    expect((await get('/api/v1/topics/8')).status).toBe(404);
    expect((await get('/api/v1/topics/0.0.x')).status).toBe(400);
  });

  it('skips query parameters, which the Java service declares none of', async () => {
    expect(await get('/api/v1/topics/0.0.9?limit=1&foo=bar')).toEqual(await get('/api/v1/topics/0.0.9'));
  });
});
