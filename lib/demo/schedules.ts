import { proto } from '@hiero-ledger/proto';
import { long } from './proto-long';
import { Result, SignatureType, TINYBARS_PER_HBAR, TxType } from './constants';
import { feeFor, pickOther, pickPayer } from './fees';
import type { Ledger, TxContext } from './ledger';
import type { RowSink } from './sink';
import { newEntity, type LedgerState, type ScheduleState } from './state';

/** The network's default schedule lifetime (ledger.schedule.txExpiryTimeSecs). */
const DEFAULT_EXPIRY_NS = 1_800n * 1_000_000_000n;

/**
 * SCHEDULECREATE of an hbar transfer: a SCHEDULE entity, its schedule row and the creator's signature.
 * Some get a short explicit expiration, so even a short ledger holds expired schedules.
 */
export function createSchedule(l: Ledger): void {
  const creator = pickPayer(l, 50n * TINYBARS_PER_HBAR);
  const to = creator === undefined ? undefined : pickOther(l, creator);
  if (creator === undefined || to === undefined) return;
  const ctx = l.topLevel(creator);
  const id = l.state.allocateId();
  const amount = BigInt(l.prng.between(1, 20)) * TINYBARS_PER_HBAR;
  const short = l.prng.chance(0.4);
  const expiry = short ? BigInt(l.prng.between(60, 300)) * 1_000_000_000n : DEFAULT_EXPIRY_NS;
  const schedule: ScheduleState = {
    id,
    createdTs: ctx.ts,
    creator,
    payer: creator,
    body: scheduledBody(creator, to, amount),
    expirationTs: ctx.ts + expiry,
    validStart: ctx.validStart,
    executedTs: null,
    transfer: { from: creator, to, amount },
  };
  l.state.schedules.set(id, schedule);
  // Some schedules never collect their second signature: they stay pending, then expire.
  if (l.prng.chance(0.6)) l.state.openSchedules.push(id);
  l.state.entities.set(
    id,
    newEntity(id, 'SCHEDULE', ctx.ts, {
      key: l.state.entity(creator).key,
      memo: 'scheduled payment',
      expirationTs: schedule.expirationTs,
    }),
  );
  writeSignature(l, ctx, id, creator);
  l.emit(ctx, { type: TxType.SCHEDULECREATE, entityId: id, fee: feeFor(l, TxType.SCHEDULECREATE) });
}

function scheduledBody(from: number, to: number, amount: bigint): Uint8Array {
  const body = proto.SchedulableTransactionBody.create({
    transactionFee: long(100_000_000),
    memo: 'scheduled payment',
    cryptoTransfer: {
      transfers: {
        accountAmounts: [
          { accountID: { accountNum: long(from) }, amount: long(-Number(amount)) },
          { accountID: { accountNum: long(to) }, amount: long(Number(amount)) },
        ],
      },
    },
  });
  return proto.SchedulableTransactionBody.encode(body).finish();
}

function writeSignature(l: Ledger, ctx: TxContext, scheduleId: number, signer: number): void {
  const key = l.state.entities.get(signer)?.key;
  l.sink.add('transaction_signature', {
    consensus_timestamp: ctx.ts,
    public_key_prefix: key ? key.raw.subarray(0, 6) : l.prng.bytes(6),
    entity_id: scheduleId,
    signature: l.prng.bytes(64),
    type: key?.kind === 'ECDSA_SECP256K1' ? SignatureType.ECDSA_SECP256K1 : SignatureType.ED25519,
  });
}

/**
 * SCHEDULESIGN by the receiver; the schedule then executes: its inner transfer follows 1 ns later
 * with the schedule's transaction id and scheduled = true.
 */
export function signSchedule(l: Ledger): void {
  const open = l.state.openSchedules;
  // Recent schedules get signed; old unsigned ones are left to expire.
  const at = open.length - 1 - l.prng.int(Math.min(open.length, 20));
  const s = at >= 0 ? l.state.schedules.get(open[at]!) : undefined;
  if (!s) return;
  const signer = s.transfer.to;
  if (l.balanceOf(signer) < TINYBARS_PER_HBAR || l.balanceOf(s.payer) < s.transfer.amount + TINYBARS_PER_HBAR) return;
  const ctx = l.topLevel(signer);
  open.splice(at, 1);
  if (ctx.ts >= s.expirationTs) {
    l.emit(ctx, {
      type: TxType.SCHEDULESIGN,
      entityId: s.id,
      fee: feeFor(l, TxType.SCHEDULESIGN),
      result: Result.INVALID_SCHEDULE_ID,
    });
    return;
  }
  writeSignature(l, ctx, s.id, signer);
  l.emit(ctx, { type: TxType.SCHEDULESIGN, entityId: s.id, fee: feeFor(l, TxType.SCHEDULESIGN) });
  const inner = l.scheduledInner(ctx, s.payer, s.validStart);
  s.executedTs = inner.ts;
  l.emit(inner, {
    type: TxType.CRYPTOTRANSFER,
    fee: feeFor(l, TxType.CRYPTOTRANSFER),
    memo: 'scheduled payment',
    transfers: [
      [s.transfer.from, -s.transfer.amount],
      [s.transfer.to, s.transfer.amount],
    ],
  });
}

export function writeSchedules(sink: RowSink, state: LedgerState): void {
  for (const s of state.schedules.values()) {
    sink.add('schedule', {
      consensus_timestamp: s.createdTs,
      creator_account_id: s.creator,
      executed_timestamp: s.executedTs,
      payer_account_id: s.payer,
      schedule_id: s.id,
      transaction_body: s.body,
      expiration_time: s.expirationTs,
      wait_for_expiry: false,
    });
  }
}
