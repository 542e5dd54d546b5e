/**
 * The ledger columns the generator writes, with the SQL type each is bound as. Columns left out take the
 * layout's default. Kinds: int8/int4/int2/bool/text bind as arrays of that type; the others travel as
 * text[] and are converted in SQL (bytea from hex, casts for ranges, jsonb, enums and int8[] literals).
 */
export type ColumnKind = 'int8' | 'int4' | 'int2' | 'bool' | 'text' | 'bytea' | 'int8range' | 'jsonb' | 'int8[]' | 'int2[]' | string;

const int8 = 'int8';
const int4 = 'int4';
const int2 = 'int2';
const bool = 'bool';
const text = 'text';
const bytea = 'bytea';
const range = 'int8range';
const jsonb = 'jsonb';
const int8s = 'int8[]';
const int2s = 'int2[]';

const nodeColumns = () => ({
  admin_key: bytea,
  created_timestamp: int8,
  deleted: bool,
  node_id: int8,
  timestamp_range: range,
  decline_reward: bool,
  grpc_proxy_endpoint: jsonb,
  account_id: int8,
  associated_registered_nodes: int8s,
});

const registeredNodeColumns = () => ({
  admin_key: bytea,
  created_timestamp: int8,
  deleted: bool,
  description: text,
  registered_node_id: int8,
  service_endpoints: jsonb,
  timestamp_range: range,
  type: int2s,
});

export const TABLES = {
  account_balance: { consensus_timestamp: int8, balance: int8, account_id: int8 },
  address_book: {
    start_consensus_timestamp: int8,
    end_consensus_timestamp: int8,
    file_id: int8,
    node_count: int4,
    file_data: bytea,
  },
  address_book_entry: {
    consensus_timestamp: int8,
    memo: text,
    public_key: text,
    node_id: int8,
    node_account_id: int8,
    node_cert_hash: bytea,
    description: text,
    stake: int8,
  },
  address_book_service_endpoint: { consensus_timestamp: int8, ip_address_v4: text, node_id: int8, port: int4, domain_name: text },
  assessed_custom_fee: {
    amount: int8,
    collector_account_id: int8,
    consensus_timestamp: int8,
    token_id: int8,
    effective_payer_account_ids: int8s,
    payer_account_id: int8,
  },
  contract: { id: int8, file_id: int8, initcode: bytea, runtime_bytecode: bytea },
  contract_action: {
    call_depth: int4,
    call_type: int4,
    caller: int8,
    caller_type: 'entity_type',
    consensus_timestamp: int8,
    gas: int8,
    gas_used: int8,
    index: int4,
    input: bytea,
    recipient_account: int8,
    recipient_address: bytea,
    recipient_contract: int8,
    result_data: bytea,
    result_data_type: int4,
    value: int8,
    call_operation_type: int4,
    payer_account_id: int8,
  },
  contract_log: {
    bloom: bytea,
    consensus_timestamp: int8,
    contract_id: int8,
    data: bytea,
    index: int4,
    topic0: bytea,
    topic1: bytea,
    topic2: bytea,
    topic3: bytea,
    payer_account_id: int8,
    root_contract_id: int8,
    transaction_hash: bytea,
    transaction_index: int4,
  },
  contract_result: {
    function_parameters: bytea,
    gas_limit: int8,
    function_result: bytea,
    gas_used: int8,
    consensus_timestamp: int8,
    amount: int8,
    bloom: bytea,
    call_result: bytea,
    contract_id: int8,
    created_contract_ids: int8s,
    error_message: text,
    payer_account_id: int8,
    sender_id: int8,
    failed_initcode: bytea,
    transaction_hash: bytea,
    transaction_index: int4,
    transaction_result: int2,
    transaction_nonce: int4,
    gas_consumed: int8,
  },
  contract_state: { contract_id: int8, created_timestamp: int8, modified_timestamp: int8, slot: bytea, value: bytea },
  contract_state_change: {
    consensus_timestamp: int8,
    contract_id: int8,
    payer_account_id: int8,
    slot: bytea,
    value_read: bytea,
    value_written: bytea,
    migration: bool,
  },
  contract_transaction: { consensus_timestamp: int8, entity_id: int8, contract_ids: int8s, payer_account_id: int8 },
  contract_transaction_hash: {
    consensus_timestamp: int8,
    hash: bytea,
    payer_account_id: int8,
    entity_id: int8,
    transaction_result: int2,
  },
  crypto_allowance: allowance({}),
  crypto_allowance_history: allowance({}),
  crypto_transfer: {
    entity_id: int8,
    consensus_timestamp: int8,
    amount: int8,
    payer_account_id: int8,
    is_approval: bool,
  },
  custom_fee: { fixed_fees: jsonb, fractional_fees: jsonb, royalty_fees: jsonb, timestamp_range: range, entity_id: int8 },
  entity: entityColumns(),
  hook: { admin_key: bytea, contract_id: int8, created_timestamp: int8, deleted: bool, hook_id: int8, owner_id: int8, timestamp_range: range },
  hook_storage: { created_timestamp: int8, deleted: bool, hook_id: int8, key: bytea, modified_timestamp: int8, owner_id: int8, value: bytea },
  hook_storage_change: { consensus_timestamp: int8, deleted: bool, hook_id: int8, key: bytea, owner_id: int8, value_read: bytea, value_written: bytea },
  entity_history: entityColumns(),
  entity_stake: stakeColumns(),
  ethereum_transaction: {
    access_list: bytea,
    call_data: bytea,
    chain_id: bytea,
    consensus_timestamp: int8,
    data: bytea,
    gas_limit: int8,
    gas_price: bytea,
    hash: bytea,
    max_fee_per_gas: bytea,
    max_gas_allowance: int8,
    max_priority_fee_per_gas: bytea,
    nonce: int8,
    payer_account_id: int8,
    recovery_id: int2,
    signature_r: bytea,
    signature_s: bytea,
    signature_v: bytea,
    to_address: bytea,
    type: int2,
    value: bytea,
  },
  file_data: { file_data: bytea, consensus_timestamp: int8, entity_id: int8, transaction_type: int2 },
  network_stake: {
    consensus_timestamp: int8,
    epoch_day: int8,
    max_staking_reward_rate_per_hbar: int8,
    node_reward_fee_denominator: int8,
    node_reward_fee_numerator: int8,
    stake_total: int8,
    staking_period: int8,
    staking_period_duration: int8,
    staking_periods_stored: int8,
    staking_reward_fee_denominator: int8,
    staking_reward_fee_numerator: int8,
    staking_reward_rate: int8,
    staking_start_threshold: int8,
    max_stake_rewarded: int8,
    max_total_reward: int8,
    reserved_staking_rewards: int8,
    reward_balance_threshold: int8,
    unreserved_staking_reward_balance: int8,
  },
  nft: nftColumns(),
  nft_history: nftColumns(),
  nft_allowance: nftAllowanceColumns(),
  nft_allowance_history: nftAllowanceColumns(),
  registered_node: registeredNodeColumns(),
  registered_node_history: registeredNodeColumns(),
  node: nodeColumns(),
  node_history: nodeColumns(),
  node_stake: {
    consensus_timestamp: int8,
    epoch_day: int8,
    node_id: int8,
    reward_rate: int8,
    stake: int8,
    stake_rewarded: int8,
    staking_period: int8,
    max_stake: int8,
    min_stake: int8,
    stake_not_rewarded: int8,
  },
  record_file: {
    name: text,
    load_start: int8,
    load_end: int8,
    hash: text,
    prev_hash: text,
    consensus_start: int8,
    consensus_end: int8,
    count: int8,
    digest_algorithm: int4,
    hapi_version_major: int4,
    hapi_version_minor: int4,
    hapi_version_patch: int4,
    version: int4,
    file_hash: text,
    index: int8,
    gas_used: int8,
    logs_bloom: bytea,
    size: int4,
    sidecar_count: int4,
    node_id: int8,
    software_version_major: int4,
    software_version_minor: int4,
    software_version_patch: int4,
    round_start: int8,
    round_end: int8,
  },
  schedule: {
    consensus_timestamp: int8,
    creator_account_id: int8,
    executed_timestamp: int8,
    payer_account_id: int8,
    schedule_id: int8,
    transaction_body: bytea,
    expiration_time: int8,
    wait_for_expiry: bool,
  },
  staking_reward_transfer: { account_id: int8, amount: int8, consensus_timestamp: int8, payer_account_id: int8 },
  token: tokenColumns(),
  token_account: tokenAccountColumns(),
  token_balance: { consensus_timestamp: int8, account_id: int8, balance: int8, token_id: int8 },
  token_airdrop: airdropColumns(),
  token_airdrop_history: airdropColumns(),
  token_allowance: allowance({ token_id: int8 }),
  token_allowance_history: allowance({ token_id: int8 }),
  token_transfer: {
    token_id: int8,
    account_id: int8,
    consensus_timestamp: int8,
    amount: int8,
    payer_account_id: int8,
    is_approval: bool,
  },
  topic: { admin_key: bytea, created_timestamp: int8, id: int8, fee_exempt_key_list: bytea, fee_schedule_key: bytea, submit_key: bytea, timestamp_range: range },
  topic_message: {
    consensus_timestamp: int8,
    message: bytea,
    running_hash: bytea,
    sequence_number: int8,
    running_hash_version: int2,
    chunk_num: int4,
    chunk_total: int4,
    payer_account_id: int8,
    valid_start_timestamp: int8,
    topic_id: int8,
    initial_transaction_id: bytea,
  },
  transaction: {
    consensus_timestamp: int8,
    type: int2,
    result: int2,
    payer_account_id: int8,
    valid_start_ns: int8,
    valid_duration_seconds: int8,
    node_account_id: int8,
    entity_id: int8,
    initial_balance: int8,
    max_fee: int8,
    charged_tx_fee: int8,
    memo: bytea,
    transaction_hash: bytea,
    scheduled: bool,
    nonce: int4,
    parent_consensus_timestamp: int8,
    index: int4,
    nft_transfer: jsonb,
    high_volume: bool,
    high_volume_pricing_multiplier: int8,
    congestion_pricing_multiplier: int8,
  },
  transaction_hash: { consensus_timestamp: int8, hash: bytea, payer_account_id: int8, hash_suffix: bytea },
  transaction_signature: { consensus_timestamp: int8, public_key_prefix: bytea, entity_id: int8, signature: bytea, type: int2 },
} as const;

function allowance<T extends object>(extra: T) {
  return { amount_granted: int8, owner: int8, payer_account_id: int8, spender: int8, timestamp_range: range, amount: int8, ...extra };
}

function entityColumns() {
  return {
    auto_renew_account_id: int8,
    auto_renew_period: int8,
    created_timestamp: int8,
    deleted: bool,
    expiration_timestamp: int8,
    id: int8,
    key: bytea,
    memo: text,
    num: int8,
    public_key: text,
    realm: int8,
    shard: int8,
    receiver_sig_required: bool,
    max_automatic_token_associations: int4,
    timestamp_range: range,
    type: 'entity_type',
    alias: bytea,
    ethereum_nonce: int8,
    evm_address: bytea,
    decline_reward: bool,
    staked_account_id: int8,
    staked_node_id: int8,
    stake_period_start: int8,
    balance: int8,
    balance_timestamp: int8,
  } as const;
}

function stakeColumns() {
  return {
    end_stake_period: int8,
    id: int8,
    pending_reward: int8,
    staked_node_id_start: int8,
    staked_to_me: int8,
    stake_total_start: int8,
    timestamp_range: range,
  } as const;
}

function nftColumns() {
  return {
    account_id: int8,
    created_timestamp: int8,
    deleted: bool,
    metadata: bytea,
    serial_number: int8,
    token_id: int8,
    spender: int8,
    timestamp_range: range,
  } as const;
}

function nftAllowanceColumns() {
  return { approved_for_all: bool, owner: int8, payer_account_id: int8, spender: int8, timestamp_range: range, token_id: int8 } as const;
}

function tokenColumns() {
  return {
    token_id: int8,
    created_timestamp: int8,
    decimals: int8,
    freeze_default: bool,
    freeze_key: bytea,
    initial_supply: int8,
    kyc_key: bytea,
    name: text,
    supply_key: bytea,
    symbol: text,
    total_supply: int8,
    treasury_account_id: int8,
    wipe_key: bytea,
    max_supply: int8,
    supply_type: 'token_supply_type',
    type: 'token_type',
    fee_schedule_key: bytea,
    pause_key: bytea,
    pause_status: 'token_pause_status',
    timestamp_range: range,
    freeze_status: int2,
    kyc_status: int2,
    metadata: bytea,
  } as const;
}

function tokenAccountColumns() {
  return {
    account_id: int8,
    associated: bool,
    automatic_association: bool,
    created_timestamp: int8,
    freeze_status: int2,
    kyc_status: int2,
    timestamp_range: range,
    token_id: int8,
    balance: int8,
    balance_timestamp: int8,
  } as const;
}

function airdropColumns() {
  return {
    amount: int8,
    receiver_account_id: int8,
    sender_account_id: int8,
    serial_number: int8,
    state: 'airdrop_state',
    timestamp_range: range,
    token_id: int8,
  } as const;
}

export type TableName = keyof typeof TABLES;
export type ColumnOf<T extends TableName> = keyof (typeof TABLES)[T] & string;
/** A value the sink accepts: bigint/number for integers, bytes, strings, JSON objects, or null. */
export type Value = bigint | number | string | boolean | Uint8Array | object | null | undefined;
export type RowOf<T extends TableName> = Partial<Record<ColumnOf<T>, Value>>;

/** Ledger tables the generator writes (and empties before regenerating). */
export const WRITTEN_TABLES = Object.keys(TABLES) as TableName[];
