import { TINYBARS_PER_HBAR, TxType } from './constants';
import { feeFor, pickPayer } from './fees';
import { ed25519Key } from './keys';
import type { Ledger } from './ledger';
import { range } from './sink';

/** A storage slot or value as a 32-byte EVM word. */
function word(n: number): Uint8Array {
  const bytes = new Uint8Array(32);
  new DataView(bytes.buffer).setUint32(28, n);
  return bytes;
}

/**
 * An account gives itself 1–3 lambda hooks (HIP-1195) in an account update, each run by one of the deployed
 * contracts and created with a few storage slots (the slot number as key, a small value).
 */
export function createHooks(l: Ledger): void {
  const contracts = [...l.state.contracts.keys()];
  const owner = pickPayer(l, TINYBARS_PER_HBAR);
  if (contracts.length === 0 || owner === undefined || l.state.hookOwners.has(owner)) return;
  l.state.hookOwners.add(owner);
  const ctx = l.topLevel(owner);
  const hooks = l.prng.between(1, 3);
  for (let hookId = 1; hookId <= hooks; hookId++) {
    l.sink.add('hook', {
      admin_key: l.prng.chance(0.5) ? ed25519Key(l.prng).protobuf : null,
      contract_id: l.prng.pick(contracts),
      created_timestamp: ctx.ts,
      deleted: false,
      hook_id: hookId,
      owner_id: owner,
      timestamp_range: range(ctx.ts),
    });
    const slots = l.prng.between(2, 6);
    for (let slot = 0; slot < slots; slot++) {
      const key = word(slot);
      const value = word(l.prng.between(1, 1_000_000));
      const ids = { hook_id: hookId, owner_id: owner, key, deleted: false };
      l.sink.add('hook_storage', { ...ids, created_timestamp: ctx.ts, modified_timestamp: ctx.ts, value });
      l.sink.add('hook_storage_change', {
        ...ids,
        consensus_timestamp: ctx.ts,
        value_read: new Uint8Array(0),
        value_written: value,
      });
    }
  }
  l.emit(ctx, { type: TxType.CRYPTOUPDATEACCOUNT, entityId: owner, fee: feeFor(l, TxType.CRYPTOUPDATEACCOUNT) });
}
