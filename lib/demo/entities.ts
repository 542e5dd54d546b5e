import { range, type RowSink } from './sink';
import type { RowOf } from './tables';
import type { EntityState, LedgerState } from './state';

/** The entity row for the current version, or a history row closed at `until`. */
export function entityRow(e: EntityState, until: bigint | null, balanceTs: bigint | null): RowOf<'entity'> {
  const isAccount = e.type === 'ACCOUNT' || e.type === 'CONTRACT';
  return {
    auto_renew_period: e.autoRenewPeriod,
    created_timestamp: e.createdTs,
    deleted: e.deleted,
    expiration_timestamp: e.expirationTs,
    id: e.id,
    key: e.key?.protobuf ?? null,
    memo: e.memo,
    num: e.id,
    public_key: e.key?.publicKeyHex ?? null,
    realm: 0,
    shard: 0,
    receiver_sig_required: isAccount ? e.receiverSigRequired : null,
    max_automatic_token_associations: isAccount ? e.maxAutoAssociations : null,
    timestamp_range: range(e.modifiedTs, until),
    type: e.type,
    alias: e.alias,
    ethereum_nonce: isAccount ? e.ethereumNonce : null,
    evm_address: e.evmAddress,
    decline_reward: e.declineReward,
    staked_node_id: e.stakedNodeId,
    stake_period_start: e.stakePeriodStart,
    balance: isAccount ? e.balance : null,
    balance_timestamp: isAccount ? balanceTs : null,
  };
}

/** Closes the current version into entity_history before an update changes it. */
export function archiveEntity(sink: RowSink, e: EntityState, ts: bigint): void {
  sink.add('entity_history', entityRow(e, ts, null));
  e.modifiedTs = ts;
}

/** Writes every entity's current version (batch mode, at the end). */
export function writeEntities(sink: RowSink, state: LedgerState, balanceTs: bigint): void {
  for (const e of state.entities.values()) sink.add('entity', entityRow(e, null, balanceTs));
}
