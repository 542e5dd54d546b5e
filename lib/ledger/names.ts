import { proto } from '@hiero-ledger/proto';

/**
 * Transaction type names (transaction.type smallint → name). Generated once from the conformance corpus's
 * `shared/conformance/mirror-node-v1/transaction-types.csv` (the reference's TransactionType table) and embedded
 * here, because the shared folder is not deployed with the service.
 */
const TRANSACTION_TYPES: ReadonlyMap<number, string> = new Map([
  [7, 'CONTRACTCALL'],
  [8, 'CONTRACTCREATEINSTANCE'],
  [9, 'CONTRACTUPDATEINSTANCE'],
  [10, 'CRYPTOADDLIVEHASH'],
  [11, 'CRYPTOCREATEACCOUNT'],
  [12, 'CRYPTODELETE'],
  [13, 'CRYPTODELETELIVEHASH'],
  [14, 'CRYPTOTRANSFER'],
  [15, 'CRYPTOUPDATEACCOUNT'],
  [16, 'FILEAPPEND'],
  [17, 'FILECREATE'],
  [18, 'FILEDELETE'],
  [19, 'FILEUPDATE'],
  [20, 'SYSTEMDELETE'],
  [21, 'SYSTEMUNDELETE'],
  [22, 'CONTRACTDELETEINSTANCE'],
  [23, 'FREEZE'],
  [24, 'CONSENSUSCREATETOPIC'],
  [25, 'CONSENSUSUPDATETOPIC'],
  [26, 'CONSENSUSDELETETOPIC'],
  [27, 'CONSENSUSSUBMITMESSAGE'],
  [28, 'UNCHECKEDSUBMIT'],
  [29, 'TOKENCREATION'],
  [31, 'TOKENFREEZE'],
  [32, 'TOKENUNFREEZE'],
  [33, 'TOKENGRANTKYC'],
  [34, 'TOKENREVOKEKYC'],
  [35, 'TOKENDELETION'],
  [36, 'TOKENUPDATE'],
  [37, 'TOKENMINT'],
  [38, 'TOKENBURN'],
  [39, 'TOKENWIPE'],
  [40, 'TOKENASSOCIATE'],
  [41, 'TOKENDISSOCIATE'],
  [42, 'SCHEDULECREATE'],
  [43, 'SCHEDULEDELETE'],
  [44, 'SCHEDULESIGN'],
  [45, 'TOKENFEESCHEDULEUPDATE'],
  [46, 'TOKENPAUSE'],
  [47, 'TOKENUNPAUSE'],
  [48, 'CRYPTOAPPROVEALLOWANCE'],
  [49, 'CRYPTODELETEALLOWANCE'],
  [50, 'ETHEREUMTRANSACTION'],
  [51, 'NODESTAKEUPDATE'],
  [52, 'UTILPRNG'],
  [53, 'TOKENUPDATENFTS'],
  [54, 'NODECREATE'],
  [55, 'NODEUPDATE'],
  [56, 'NODEDELETE'],
  [57, 'TOKENREJECT'],
  [58, 'TOKENAIRDROP'],
  [59, 'TOKENCANCELAIRDROP'],
  [60, 'TOKENCLAIMAIRDROP'],
  [74, 'ATOMICBATCH'],
  // Interface 0.147 renamed LAMBDASSTORE to HOOKSTORE (HIP-1195); 0.149 and 0.150 added 77–80.
  [75, 'HOOKSTORE'],
  [76, 'HOOKDISPATCH'],
  [77, 'LEDGERIDPUBLICATION'],
  [78, 'REGISTEREDNODECREATE'],
  [79, 'REGISTEREDNODEUPDATE'],
  [80, 'REGISTEREDNODEDELETE'],
]);

const TYPE_IDS: ReadonlyMap<string, number> = new Map([...TRANSACTION_TYPES].map(([id, name]) => [name, id]));

/** Type name of a transaction.type value; the reference answers UNKNOWN for ids it does not know. */
export function transactionTypeName(type: number): string {
  return TRANSACTION_TYPES.get(type) ?? 'UNKNOWN';
}

/** Proto id of a transaction type name (case-insensitive, as the `transactiontype` filter accepts it). */
export function transactionTypeId(name: string): number | null {
  return TYPE_IDS.get(name.toUpperCase()) ?? null;
}

/** Result name of a transaction.result value (protobuf ResponseCodeEnum); UNKNOWN when the enum lacks it. */
export function transactionResultName(result: number): string {
  const name: unknown = (proto.ResponseCodeEnum as unknown as Record<number, unknown>)[result];
  return typeof name === 'string' ? name : 'UNKNOWN';
}

/** Results that count as success for `result=success` (SUCCESS, FEE_SCHEDULE_FILE_PART_UPLOADED, SUCCESS_BUT_MISSING_EXPECTED_OPERATION). */
export const SUCCESS_RESULTS: readonly number[] = [
  proto.ResponseCodeEnum.SUCCESS,
  proto.ResponseCodeEnum.FEE_SCHEDULE_FILE_PART_UPLOADED,
  proto.ResponseCodeEnum.SUCCESS_BUT_MISSING_EXPECTED_OPERATION,
];

/** Every type name the `transactiontype` filter accepts, sorted (the API reference lists them). */
export const TRANSACTION_TYPE_NAMES: readonly string[] = [...new Set(TRANSACTION_TYPES.values())].sort();
