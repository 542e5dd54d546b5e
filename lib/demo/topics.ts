import { createHash } from 'node:crypto';
import { proto } from '@hiero-ledger/proto';
import { TINYBARS_PER_HBAR, TxType } from './constants';
import { feeFor, pickOther, pickPayer } from './fees';
import { ed25519Key } from './keys';
import type { Ledger, TxContext } from './ledger';
import { long as protoLong } from './proto-long';
import { range, type RowSink } from './sink';
import { newEntity, type LedgerState, type TopicState } from './state';
import { hbarCustomFee } from './tokens';

const TOPIC_MEMOS = ['supply chain events', 'sensor readings', 'audit log', 'game moves', 'price oracle', 'chat room'];
const MESSAGES = [
  (n: number) => JSON.stringify({ event: 'shipment.scanned', pallet: n, site: 'DC-7' }),
  (n: number) => JSON.stringify({ sensor: `t-${n % 40}`, celsius: (n % 300) / 10 }),
  (n: number) => `audit entry #${n}: login ok`,
  (n: number) => JSON.stringify({ move: n, from: 'e2', to: 'e4' }),
  (n: number) => JSON.stringify({ pair: 'HBAR/USD', price: 0.09 + (n % 100) / 10_000 }),
  (n: number) => `hello from message ${n}`,
];

/** The running hash layout the network has used since 2020 (topicRunningHashVersion in the receipt). */
const RUNNING_HASH_VERSION = 3n;
/** SDKs split a message into chunks of at most 1024 bytes (TopicMessageSubmitTransaction's default). */
const CHUNK_SIZE = 1024;

/** `fee_exempt_key_list`: a protobuf KeyList of the keys that submit without the fee. */
function keyList(keys: readonly Uint8Array[]): Uint8Array {
  return proto.KeyList.encode({ keys: keys.map((k) => proto.Key.decode(k)) }).finish();
}

/** CONSENSUSCREATETOPIC: a TOPIC entity, its topic row and its fee schedule (a quarter charge a fixed hbar fee per message). */
export function createTopic(l: Ledger): void {
  const payer = pickPayer(l, 10n * TINYBARS_PER_HBAR);
  if (payer === undefined) return;
  const ctx = l.topLevel(payer);
  const id = l.state.allocateId();
  const admin = ed25519Key(l.prng);
  const submitKey = l.prng.chance(0.3) ? ed25519Key(l.prng).protobuf : null;
  const collector = l.prng.chance(0.25) ? pickOther(l, payer) : undefined;
  const messageFee = collector === undefined ? null : { amount: BigInt(l.prng.between(1, 20)) * 1_000_000n, collector };
  const feeKeys = messageFee
    ? {
        schedule: ed25519Key(l.prng).protobuf,
        exempt: keyList([ed25519Key(l.prng).protobuf, ed25519Key(l.prng).protobuf]),
      }
    : null;
  const topic: TopicState = { id, sequence: 0, runningHash: new Uint8Array(48), submitKey, messageFee };
  l.state.topics.set(id, topic);
  l.state.entities.set(
    id,
    newEntity(id, 'TOPIC', ctx.ts, { key: admin, memo: l.prng.pick(TOPIC_MEMOS), autoRenewPeriod: 7_776_000 }),
  );
  l.sink.add('topic', {
    admin_key: admin.protobuf,
    created_timestamp: ctx.ts,
    id,
    fee_exempt_key_list: feeKeys?.exempt ?? null,
    fee_schedule_key: feeKeys?.schedule ?? null,
    submit_key: submitKey,
    timestamp_range: range(ctx.ts),
  });
  l.sink.add('custom_fee', {
    fixed_fees: messageFee
      ? [
          {
            amount: Number(messageFee.amount),
            collector_account_id: messageFee.collector,
            all_collectors_are_exempt: false,
          },
        ]
      : null,
    timestamp_range: range(ctx.ts),
    entity_id: id,
  });
  l.emit(ctx, { type: TxType.CONSENSUSCREATETOPIC, entityId: id, fee: feeFor(l, TxType.CONSENSUSCREATETOPIC) });
}

/**
 * CONSENSUSSUBMITMESSAGE: the next sequence number and running hash. One in twelve is a long document sent as
 * 2–3 chunks, one transaction each, every chunk naming the first chunk's transaction id.
 */
export function submitMessage(l: Ledger): void {
  const topics = [...l.state.topics.values()];
  const payer = pickPayer(l, TINYBARS_PER_HBAR);
  if (topics.length === 0 || payer === undefined) return;
  const topic = l.prng.pick(topics);
  const text = MESSAGES[topic.id % MESSAGES.length]!(topic.sequence + 1);
  const chunked = l.prng.chance(1 / 12);
  const message = new TextEncoder().encode(
    chunked ? longDocument(text, l.prng.between(CHUNK_SIZE + 1, 3 * CHUNK_SIZE)) : text,
  );
  const total = Math.ceil(message.length / CHUNK_SIZE);
  let first: TxContext | null = null;
  for (let n = 1; n <= total; n++) {
    const ctx = l.topLevel(payer);
    first ??= ctx;
    const chunk = total === 1 ? null : { number: n, total, initial: transactionIdProto(first.payer, first.validStart) };
    writeMessage(l.sink, topic, ctx, message.subarray((n - 1) * CHUNK_SIZE, n * CHUNK_SIZE), chunk);
    const { transfers, assessedFees } = hbarCustomFee(topic.messageFee, payer);
    l.emit(ctx, {
      type: TxType.CONSENSUSSUBMITMESSAGE,
      entityId: topic.id,
      fee: feeFor(l, TxType.CONSENSUSSUBMITMESSAGE),
      transfers,
      assessedFees,
    });
  }
}

/** A JSON document of about `length` bytes, starting with the message it extends. */
function longDocument(head: string, length: number): string {
  const lines: string[] = [];
  for (let i = 0; JSON.stringify({ head, lines }).length < length; i++)
    lines.push(`line ${i}: ${'lorem ipsum '.repeat(4)}`);
  return JSON.stringify({ head, lines });
}

/** The protobuf TransactionID of a shard-0 realm-0 payer's transaction. */
function transactionIdProto(payer: number, validStart: bigint): Uint8Array {
  const start = { seconds: protoLong(Number(validStart / 1_000_000_000n)), nanos: Number(validStart % 1_000_000_000n) };
  return proto.TransactionID.encode({
    accountID: { accountNum: protoLong(payer) },
    transactionValidStart: start,
  }).finish();
}

const long = (value: bigint | number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigInt64BE(BigInt(value));
  return bytes;
};

/**
 * The topic's running hash after a message, as consensus nodes compute version 3: SHA-384 over the previous hash,
 * the version, the payer's and the topic's shard/realm/num, the consensus second and nanosecond (4 bytes), the
 * sequence number and the SHA-384 of the message (integers big-endian; demo ids are shard 0, realm 0).
 */
export function nextRunningHash(
  previous: Uint8Array,
  payer: number,
  topicId: number,
  consensusNs: bigint,
  sequence: number,
  message: Uint8Array,
): Uint8Array {
  const nanos = Buffer.alloc(4);
  nanos.writeInt32BE(Number(consensusNs % 1_000_000_000n));
  return new Uint8Array(
    createHash('sha384')
      .update(previous)
      .update(long(RUNNING_HASH_VERSION))
      .update(Buffer.concat([long(0), long(0), long(payer), long(0), long(0), long(topicId)]))
      .update(long(consensusNs / 1_000_000_000n))
      .update(nanos)
      .update(long(sequence))
      .update(createHash('sha384').update(message).digest())
      .digest(),
  );
}

interface Chunk {
  number: number;
  total: number;
  initial: Uint8Array;
}

export function writeMessage(
  sink: RowSink,
  topic: TopicState,
  ctx: TxContext,
  message: Uint8Array,
  chunk: Chunk | null,
): void {
  topic.sequence += 1;
  topic.runningHash = nextRunningHash(topic.runningHash, ctx.payer, topic.id, ctx.ts, topic.sequence, message);
  sink.add('topic_message', {
    consensus_timestamp: ctx.ts,
    message,
    running_hash: topic.runningHash,
    sequence_number: topic.sequence,
    running_hash_version: Number(RUNNING_HASH_VERSION),
    chunk_num: chunk?.number ?? null,
    chunk_total: chunk?.total ?? null,
    payer_account_id: ctx.payer,
    valid_start_timestamp: ctx.validStart,
    topic_id: topic.id,
    initial_transaction_id: chunk?.initial ?? null,
  });
}

/** Topics are written when created; nothing more to write at the end. */
export function topicCount(state: LedgerState): number {
  return state.topics.size;
}
