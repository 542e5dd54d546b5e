import { createHash } from 'node:crypto';
import { TINYBARS_PER_HBAR, TxType } from './constants';
import { feeFor, pickPayer } from './fees';
import { ed25519Key } from './keys';
import type { Ledger } from './ledger';
import { range, type RowSink } from './sink';
import { newEntity, type LedgerState, type TopicState } from './state';

const TOPIC_MEMOS = ['supply chain events', 'sensor readings', 'audit log', 'game moves', 'price oracle', 'chat room'];
const MESSAGES = [
  (n: number) => JSON.stringify({ event: 'shipment.scanned', pallet: n, site: 'DC-7' }),
  (n: number) => JSON.stringify({ sensor: `t-${n % 40}`, celsius: (n % 300) / 10 }),
  (n: number) => `audit entry #${n}: login ok`,
  (n: number) => JSON.stringify({ move: n, from: 'e2', to: 'e4' }),
  (n: number) => JSON.stringify({ pair: 'HBAR/USD', price: 0.09 + (n % 100) / 10_000 }),
  (n: number) => `hello from message ${n}`,
];

/** CONSENSUSCREATETOPIC: a TOPIC entity and its topic row (some with a submit key). */
export function createTopic(l: Ledger): void {
  const payer = pickPayer(l, 10n * TINYBARS_PER_HBAR);
  if (payer === undefined) return;
  const ctx = l.topLevel(payer);
  const id = l.state.allocateId();
  const admin = ed25519Key(l.prng);
  const topic: TopicState = { id, sequence: 0, runningHash: new Uint8Array(48), submitKey: l.prng.chance(0.3) ? ed25519Key(l.prng).protobuf : null };
  l.state.topics.set(id, topic);
  l.state.entities.set(id, newEntity(id, 'TOPIC', ctx.ts, { key: admin, memo: l.prng.pick(TOPIC_MEMOS), autoRenewPeriod: 7_776_000 }));
  l.sink.add('topic', { admin_key: admin.protobuf, created_timestamp: ctx.ts, id, submit_key: topic.submitKey, timestamp_range: range(ctx.ts) });
  l.emit(ctx, { type: TxType.CONSENSUSCREATETOPIC, entityId: id, fee: feeFor(l, TxType.CONSENSUSCREATETOPIC) });
}

/** CONSENSUSSUBMITMESSAGE: the next sequence number, and a running hash chained from the previous one. */
export function submitMessage(l: Ledger): void {
  const topics = [...l.state.topics.values()];
  const payer = pickPayer(l, TINYBARS_PER_HBAR);
  if (topics.length === 0 || payer === undefined) return;
  const topic = l.prng.pick(topics);
  const ctx = l.topLevel(payer);
  const message = new TextEncoder().encode(MESSAGES[topic.id % MESSAGES.length]!(topic.sequence + 1));
  writeMessage(l.sink, topic, ctx.ts, ctx.payer, ctx.validStart, message);
  l.emit(ctx, { type: TxType.CONSENSUSSUBMITMESSAGE, entityId: topic.id, fee: feeFor(l, TxType.CONSENSUSSUBMITMESSAGE) });
}

export function writeMessage(sink: RowSink, topic: TopicState, ts: bigint, payer: number, validStart: bigint, message: Uint8Array): void {
  topic.sequence += 1;
  topic.runningHash = new Uint8Array(
    createHash('sha384').update(topic.runningHash).update(`${topic.id}:${topic.sequence}:${ts}`).update(message).digest(),
  );
  sink.add('topic_message', {
    consensus_timestamp: ts,
    message,
    running_hash: topic.runningHash,
    sequence_number: topic.sequence,
    running_hash_version: 3,
    payer_account_id: payer,
    valid_start_timestamp: validStart,
    topic_id: topic.id,
  });
}

/** Topics are written when created; nothing more to write at the end. */
export function topicCount(state: LedgerState): number {
  return state.topics.size;
}
