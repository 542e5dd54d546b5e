import 'server-only';
import { proto } from '@hiero-ledger/proto';

/** A schedule's `transaction_body` (base64 protobuf SchedulableTransactionBody), read for people. */
export interface ScheduledBody {
  /** The transaction type in the API's spelling (cryptoTransfer → CRYPTOTRANSFER). */
  type: string;
  /** The largest fee the scheduled transaction may charge, in tinybars. */
  maxFee: bigint | null;
  memo: string;
  /** hbar movements of a scheduled CryptoTransfer, as the transaction lists them. */
  transfers: { account: string; amount: bigint }[];
  /** The whole body as plain JSON: ids as shard.realm.num, int64 as digits, bytes as hex. */
  json: string;
}

type Plain = string | number | boolean | null | Plain[] | { [key: string]: Plain };

const ENTITY_NUMS = ['accountNum', 'tokenNum', 'contractNum', 'fileNum', 'topicNum', 'scheduleNum'];

const isLong = (value: object): value is { toString(): string } =>
  'low' in value && 'high' in value && 'unsigned' in value;

/** An id message (shard, realm and one *Num) as `shard.realm.num`; null for anything else. */
function entityId(value: Record<string, unknown>): string | null {
  const keys = Object.keys(value).filter((k) => value[k] !== null && value[k] !== undefined);
  const num = keys.find((k) => ENTITY_NUMS.includes(k));
  if (!num || keys.some((k) => k !== num && k !== 'shardNum' && k !== 'realmNum')) return null;
  return `${String(value.shardNum ?? 0)}.${String(value.realmNum ?? 0)}.${String(value[num])}`;
}

/** protobufjs message → plain JSON, leaving out empty lists and unset fields. */
function plain(value: unknown): Plain | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Uint8Array) return `0x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map((v) => plain(v) ?? null);
  if (typeof value === 'object') {
    if (isLong(value)) return value.toString();
    const id = entityId(value as Record<string, unknown>);
    if (id) return id;
    const out: Record<string, Plain> = {};
    for (const [key, v] of Object.entries(value)) {
      const p = plain(v);
      if (p !== undefined) out[key] = p;
    }
    return Object.keys(out).length === 0 ? undefined : out;
  }
  return undefined;
}

/** Null when the bytes are not a SchedulableTransactionBody (the page then shows the base64 alone). */
export function decodeScheduledBody(base64: string): ScheduledBody | null {
  let body: proto.SchedulableTransactionBody;
  try {
    body = proto.SchedulableTransactionBody.decode(Buffer.from(base64, 'base64'));
  } catch {
    return null;
  }
  const kind = (body as unknown as { data?: string }).data;
  if (!kind) return null;
  const transfers = (body.cryptoTransfer?.transfers?.accountAmounts ?? []).flatMap((t) => {
    const account = t.accountID ? entityId(t.accountID as unknown as Record<string, unknown>) : null;
    return account ? [{ account, amount: BigInt(String(t.amount ?? 0)) }] : [];
  });
  const fee = body.transactionFee;
  return {
    type: kind.toUpperCase(),
    maxFee: fee === null || fee === undefined ? null : BigInt(String(fee)),
    memo: body.memo ?? '',
    transfers,
    json: JSON.stringify(plain(body) ?? {}, null, 2),
  };
}
