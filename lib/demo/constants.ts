import { DEMO_NODE_COUNT } from '../config/demo-history';
/** Numbers the Mirror Node stores: transaction types, result codes, well-known accounts. */

/** transaction.type (HederaFunctionality / TransactionBody field numbers, see transaction-types.csv). */
export const TxType = {
  CONTRACTCALL: 7,
  CONTRACTCREATEINSTANCE: 8,
  CRYPTOCREATEACCOUNT: 11,
  CRYPTOTRANSFER: 14,
  CRYPTOUPDATEACCOUNT: 15,
  FILEAPPEND: 16,
  FILECREATE: 17,
  FILEUPDATE: 19,
  CONSENSUSCREATETOPIC: 24,
  CONSENSUSSUBMITMESSAGE: 27,
  TOKENCREATION: 29,
  TOKENASSOCIATE: 40,
  TOKENMINT: 37,
  TOKENBURN: 38,
  TOKENWIPE: 39,
  SCHEDULECREATE: 42,
  SCHEDULESIGN: 44,
  CRYPTOAPPROVEALLOWANCE: 48,
  ETHEREUMTRANSACTION: 50,
  NODESTAKEUPDATE: 51,
  TOKENAIRDROP: 58,
  TOKENCANCELAIRDROP: 59,
  TOKENCLAIMAIRDROP: 60,
  NODEUPDATE: 55,
  REGISTEREDNODECREATE: 78,
  REGISTEREDNODEUPDATE: 79,
} as const;

/** transaction.result: protobuf ResponseCodeEnum numbers. */
export const Result = {
  INVALID_SIGNATURE: 7,
  INSUFFICIENT_PAYER_BALANCE: 10,
  INVALID_ACCOUNT_ID: 15,
  SUCCESS: 22,
  INSUFFICIENT_ACCOUNT_BALANCE: 28,
  INSUFFICIENT_GAS: 30,
  CONTRACT_REVERT_EXECUTED: 33,
  CONTRACT_EXECUTION_EXCEPTION: 34,
  INSUFFICIENT_TOKEN_BALANCE: 178,
  TOKEN_NOT_ASSOCIATED_TO_ACCOUNT: 184,
  INVALID_SCHEDULE_ID: 201,
} as const;

/** Well-known accounts of a Hedera network (0.0.x, shard 0 realm 0, so the encoded id is the number). */
export const Account = {
  TREASURY: 2,
  FEE_COLLECTOR: 98,
  STAKING_REWARD: 800,
  NODE_REWARD: 801,
} as const;

export const ADDRESS_BOOK_FILE = 102;
export const FEE_SCHEDULE_FILE = 111;
export const EXCHANGE_RATE_FILE = 112;
/** HIP-1261's simple fee schedule. */
export const SIMPLE_FEE_SCHEDULE_FILE = 113;

/** The first number handed to entities the demo creates (system numbers stay below 1001). */
export const FIRST_USER_ENTITY = 1001;

/** contract_action.call_type (ContractActionType). */
export const CallType = { NO_ACTION: 0, CALL: 1, CREATE: 2, PRECOMPILE: 3, SYSTEM: 4 } as const;

/** contract_action.call_operation_type (CallOperationType, OP_ prefix dropped). */
export const CallOp = {
  UNKNOWN: 0,
  CALL: 1,
  CALLCODE: 2,
  DELEGATECALL: 3,
  STATICCALL: 4,
  CREATE: 5,
  CREATE2: 6,
} as const;

/** contract_action.result_data_type: the field number of the ContractAction result oneof. */
export const ResultData = { OUTPUT: 11, REVERT_REASON: 12, ERROR: 13 } as const;

/** transaction_signature.type: the SignaturePair oneof field number. */
export const SignatureType = { ED25519: 3, ECDSA_SECP256K1: 6 } as const;

export const NS_PER_SECOND = 1_000_000_000n;
export const TINYBARS_PER_HBAR = 100_000_000n;
/** All hbar in existence (50 billion), held by the treasury at genesis. */
export const TOTAL_SUPPLY_TINYBARS = 50_000_000_000n * TINYBARS_PER_HBAR;

/** Consensus nodes in the demo's address book (0.0.3 … 0.0.9). */
export const NODE_COUNT = DEMO_NODE_COUNT;
