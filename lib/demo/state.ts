import { bytesToHex } from '../core/hex';
import type { DemoKey } from './keys';
import type { RowOf } from './tables';

export type EntityType = 'ACCOUNT' | 'CONTRACT' | 'FILE' | 'TOPIC' | 'TOKEN' | 'SCHEDULE';

/** The current version of one entity row, kept in memory until the final write (or an update). */
export interface EntityState {
  id: number;
  type: EntityType;
  createdTs: bigint;
  /** Lower bound of the current timestamp_range (last modification). */
  modifiedTs: bigint;
  key: DemoKey | null;
  memo: string;
  balance: bigint;
  alias: Uint8Array | null;
  evmAddress: Uint8Array | null;
  stakedNodeId: number;
  stakePeriodStart: number;
  declineReward: boolean;
  maxAutoAssociations: number;
  receiverSigRequired: boolean;
  ethereumNonce: number;
  autoRenewPeriod: number | null;
  expirationTs: bigint | null;
  deleted: boolean;
}

export interface TokenState {
  id: number;
  type: 'FUNGIBLE_COMMON' | 'NON_FUNGIBLE_UNIQUE';
  name: string;
  symbol: string;
  decimals: number;
  treasury: number;
  createdTs: bigint;
  modifiedTs: bigint;
  initialSupply: bigint;
  totalSupply: bigint;
  maxSupply: bigint | null;
  supplyKey: Uint8Array;
  adminKey: Uint8Array;
  nextSerial: number;
  /** Fixed hbar fee charged on each transfer, paid to `collector` (assessed_custom_fee). */
  hbarFee: HbarFee | null;
}

export interface TokenAccountState {
  accountId: number;
  tokenId: number;
  balance: bigint;
  createdTs: bigint;
  modifiedTs: bigint;
  automatic: boolean;
}

export interface NftState {
  tokenId: number;
  serial: number;
  owner: number;
  createdTs: bigint;
  modifiedTs: bigint;
  metadata: Uint8Array;
}

/** A fixed custom fee in hbar (tinybars), paid to `collector`. */
export interface HbarFee {
  amount: bigint;
  collector: number;
}

export interface TopicState {
  id: number;
  sequence: number;
  runningHash: Uint8Array;
  submitKey: Uint8Array | null;
  /** Charged for each message (HIP-991), except to submitters holding a fee-exempt key. */
  messageFee: HbarFee | null;
}

/** The compiled contracts the EVM runs (executed.ts), once deployed. */
export interface ExecutedContracts {
  erc20: number | null;
  vault: number | null;
  collectible: number | null;
  factory: number | null;
  /** The user who deployed them, and so mints the ERC-721. */
  deployer: number | null;
  /** Accounts that have held the ERC-20 (a transfer picks its sender among them). */
  holders: number[];
  /** The ERC-721's owner of each serial (serial n at index n - 1). */
  collectibleOwners: number[];
  /** Counters the factory made with CREATE2, and the salts it used. */
  counters: number[];
  salts: number;
}

export interface ContractState {
  id: number;
  /** Storage slot (hex) → 32-byte value. */
  storage: Map<string, { value: Uint8Array; createdTs: bigint; modifiedTs: bigint }>;
  runtimeBytecode: Uint8Array;
  /** Null when the init code was uploaded as a file (`fileId`), as the importer leaves it. */
  initcode: Uint8Array | null;
  fileId: number | null;
}

export interface AirdropState {
  sender: number;
  receiver: number;
  tokenId: number;
  serial: number;
  amount: bigint | null;
  state: 'PENDING' | 'CLAIMED' | 'CANCELLED';
  modifiedTs: bigint;
}

export interface AllowanceState {
  kind: 'crypto' | 'token' | 'nft';
  owner: number;
  spender: number;
  tokenId: number | null;
  amountGranted: bigint;
  amount: bigint;
  payer: number;
  modifiedTs: bigint;
}

export interface ScheduleState {
  id: number;
  createdTs: bigint;
  creator: number;
  payer: number;
  body: Uint8Array;
  expirationTs: bigint;
  validStart: bigint;
  /** Signers still needed before execution; empty → executes on the next sign. */
  executedTs: bigint | null;
  /** The inner transfer the schedule executes. */
  transfer: { from: number; to: number; amount: bigint };
}

/**
 * The entities by id, and by EVM address for the EVM and its logs: a contract call names its target and every log
 * its emitter by address, and a scan of every entity per lookup made generation slow down as the ledger grew (at
 * 2.4 million transactions, 60% of the generator's time). An entity's address is set when it is created and never
 * changes; the first entity with an address keeps it, as the scan found it.
 */
export class EntityMap extends Map<number, EntityState> {
  private readonly idsByAddress = new Map<string, number>();

  override set(id: number, entity: EntityState): this {
    super.set(id, entity);
    if (entity.evmAddress) {
      const address = bytesToHex(entity.evmAddress);
      if (!this.idsByAddress.has(address)) this.idsByAddress.set(address, id);
    }
    return this;
  }

  /** The id of the entity with this 20-byte EVM address of its own (not a long-zero one), or null. */
  idOfEvmAddress(address: Uint8Array): number | null {
    const id = this.idsByAddress.get(bytesToHex(address));
    return id !== undefined && this.has(id) ? id : null;
  }
}

/** Everything the batch generator remembers between blocks. Live mode loads a subset. */
export class LedgerState {
  readonly entities = new EntityMap();
  readonly tokens = new Map<number, TokenState>();
  readonly tokenAccounts = new Map<string, TokenAccountState>();
  readonly nfts = new Map<string, NftState>();
  readonly topics = new Map<number, TopicState>();
  readonly contracts = new Map<number, ContractState>();
  readonly airdrops = new Map<string, AirdropState>();
  readonly allowances = new Map<string, AllowanceState>();
  readonly schedules = new Map<number, ScheduleState>();
  /** The consensus nodes' current `node` rows, written at the end (a node update closes a version into node_history). */
  readonly consensusNodes = new Map<number, RowOf<'node'>>();
  /** Accounts that have created their hooks (each does so once, with hook ids from 1). */
  readonly hookOwners = new Set<number>();
  /** Accounts users can pay from (keys known); grows as accounts are created. */
  readonly users: number[] = [];
  /** ECDSA accounts with EVM addresses (they sign Ethereum transactions). */
  readonly evmUsers: number[] = [];
  /** Token ids each account is associated with (an index over tokenAccounts). */
  readonly accountTokens = new Map<number, number[]>();
  /** Accounts associated with each token (an index over tokenAccounts). */
  readonly tokenHolders = new Map<number, number[]>();
  /** Keys of hbar allowances, for picking one without scanning. */
  readonly cryptoAllowanceKeys: string[] = [];
  /** Keys of airdrops still PENDING. */
  readonly pendingAirdropKeys: string[] = [];
  /** Ids of deployed contracts, for picking one without scanning. */
  readonly contractIds: number[] = [];
  /** The compiled contracts the EVM runs (executed.ts). */
  readonly executed: ExecutedContracts = {
    erc20: null,
    vault: null,
    collectible: null,
    factory: null,
    deployer: null,
    holders: [],
    collectibleOwners: [],
    counters: [],
    salts: 0,
  };
  /** Ids of schedules that will be signed (and so executed) if still open; others are left to expire. */
  readonly openSchedules: number[] = [];
  nextEntityId: number;
  /** The epoch day of the staking period the newest node stake update opened (null before the first). */
  stakingDay: number | null = null;

  constructor(
    nextEntityId: number,
    /** False in live mode, which only appends transactions between existing entities. */
    readonly canCreateEntities = true,
  ) {
    this.nextEntityId = nextEntityId;
  }

  allocateId(): number {
    return this.nextEntityId++;
  }

  entity(id: number): EntityState {
    const e = this.entities.get(id);
    if (!e) throw new Error(`demo: unknown entity ${id}`);
    return e;
  }

  tokenAccount(accountId: number, tokenId: number): TokenAccountState | undefined {
    return this.tokenAccounts.get(`${accountId}/${tokenId}`);
  }

  addTokenAccount(ta: TokenAccountState): void {
    this.tokenAccounts.set(`${ta.accountId}/${ta.tokenId}`, ta);
    const list = this.accountTokens.get(ta.accountId);
    if (list) list.push(ta.tokenId);
    else this.accountTokens.set(ta.accountId, [ta.tokenId]);
    const holders = this.tokenHolders.get(ta.tokenId);
    if (holders) holders.push(ta.accountId);
    else this.tokenHolders.set(ta.tokenId, [ta.accountId]);
  }
}

export function newEntity(id: number, type: EntityType, ts: bigint, fields: Partial<EntityState> = {}): EntityState {
  return {
    id,
    type,
    createdTs: ts,
    modifiedTs: ts,
    key: null,
    memo: '',
    balance: 0n,
    alias: null,
    evmAddress: null,
    stakedNodeId: -1,
    stakePeriodStart: -1,
    declineReward: false,
    maxAutoAssociations: 0,
    receiverSigRequired: false,
    ethereumNonce: 0,
    autoRenewPeriod: type === 'ACCOUNT' || type === 'CONTRACT' ? 7_776_000 : null,
    expirationTs: null,
    deleted: false,
    ...fields,
  };
}
