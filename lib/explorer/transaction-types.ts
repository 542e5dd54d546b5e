import type { EntityType } from './sections';

/**
 * Every value of the API's `transactiontype` filter (Mirror Node TransactionTypes), with the kind of entity its
 * transactions' `entity_id` names, as the Mirror Node's importer records it: the topic of a consensus message, the
 * file a file transaction writes, the token a supply or admin change acts on, the account a freeze, KYC or
 * association is for. null: no entity, or one whose kind the type alone does not tell (a system delete names a
 * file or a contract).
 */
const TYPES = {
  ATOMICBATCH: { entity: null, label: 'Atomic batch', family: 'Other' },
  CONSENSUSCREATETOPIC: { entity: 'topic', label: 'Create topic', family: 'Consensus' },
  CONSENSUSDELETETOPIC: { entity: 'topic', label: 'Delete topic', family: 'Consensus' },
  CONSENSUSSUBMITMESSAGE: { entity: 'topic', label: 'Submit message', family: 'Consensus' },
  CONSENSUSUPDATETOPIC: { entity: 'topic', label: 'Update topic', family: 'Consensus' },
  CONTRACTCALL: { entity: 'contract', label: 'Contract call', family: 'Smart contracts' },
  CONTRACTCREATEINSTANCE: { entity: 'contract', label: 'Create contract', family: 'Smart contracts' },
  CONTRACTDELETEINSTANCE: { entity: 'contract', label: 'Delete contract', family: 'Smart contracts' },
  CONTRACTUPDATEINSTANCE: { entity: 'contract', label: 'Update contract', family: 'Smart contracts' },
  CRYPTOADDLIVEHASH: { entity: 'account', label: 'Add live hash', family: 'Accounts and HBAR' },
  CRYPTOAPPROVEALLOWANCE: { entity: 'account', label: 'Approve allowance', family: 'Accounts and HBAR' },
  CRYPTOCREATEACCOUNT: { entity: 'account', label: 'Create account', family: 'Accounts and HBAR' },
  CRYPTODELETE: { entity: 'account', label: 'Delete account', family: 'Accounts and HBAR' },
  CRYPTODELETEALLOWANCE: { entity: 'account', label: 'Delete allowance', family: 'Accounts and HBAR' },
  CRYPTODELETELIVEHASH: { entity: 'account', label: 'Delete live hash', family: 'Accounts and HBAR' },
  CRYPTOTRANSFER: { entity: 'account', label: 'Crypto transfer', family: 'Accounts and HBAR' },
  CRYPTOUPDATEACCOUNT: { entity: 'account', label: 'Update account', family: 'Accounts and HBAR' },
  ETHEREUMTRANSACTION: { entity: 'contract', label: 'Ethereum transaction', family: 'Smart contracts' },
  FILEAPPEND: { entity: 'file', label: 'Append to file', family: 'Files' },
  FILECREATE: { entity: 'file', label: 'Create file', family: 'Files' },
  FILEDELETE: { entity: 'file', label: 'Delete file', family: 'Files' },
  FILEUPDATE: { entity: 'file', label: 'Update file', family: 'Files' },
  FREEZE: { entity: 'file', label: 'Network freeze', family: 'Network' },
  HOOKSTORE: { entity: null, label: 'Hook storage update', family: 'Smart contracts' },
  LEDGERIDPUBLICATION: { entity: null, label: 'Ledger id publication', family: 'Network' },
  NODECREATE: { entity: 'account', label: 'Create node', family: 'Network' },
  NODEDELETE: { entity: null, label: 'Delete node', family: 'Network' },
  NODESTAKEUPDATE: { entity: null, label: 'Node stake update', family: 'Network' },
  NODEUPDATE: { entity: 'account', label: 'Update node', family: 'Network' },
  REGISTEREDNODECREATE: { entity: null, label: 'Create registered node', family: 'Network' },
  REGISTEREDNODEDELETE: { entity: null, label: 'Delete registered node', family: 'Network' },
  REGISTEREDNODEUPDATE: { entity: null, label: 'Update registered node', family: 'Network' },
  SCHEDULECREATE: { entity: 'schedule', label: 'Create schedule', family: 'Schedules' },
  SCHEDULEDELETE: { entity: 'schedule', label: 'Delete schedule', family: 'Schedules' },
  SCHEDULESIGN: { entity: 'schedule', label: 'Sign schedule', family: 'Schedules' },
  SYSTEMDELETE: { entity: null, label: 'System delete', family: 'Network' },
  SYSTEMUNDELETE: { entity: null, label: 'System undelete', family: 'Network' },
  TOKENAIRDROP: { entity: null, label: 'Airdrop tokens', family: 'Tokens' },
  TOKENASSOCIATE: { entity: 'account', label: 'Associate token', family: 'Tokens' },
  TOKENBURN: { entity: 'token', label: 'Burn tokens', family: 'Tokens' },
  TOKENCANCELAIRDROP: { entity: null, label: 'Cancel airdrop', family: 'Tokens' },
  TOKENCLAIMAIRDROP: { entity: null, label: 'Claim airdrop', family: 'Tokens' },
  TOKENCREATION: { entity: 'token', label: 'Create token', family: 'Tokens' },
  TOKENDELETION: { entity: 'token', label: 'Delete token', family: 'Tokens' },
  TOKENDISSOCIATE: { entity: 'account', label: 'Dissociate token', family: 'Tokens' },
  TOKENFEESCHEDULEUPDATE: { entity: 'token', label: 'Update token fees', family: 'Tokens' },
  TOKENFREEZE: { entity: 'account', label: 'Freeze token account', family: 'Tokens' },
  TOKENGRANTKYC: { entity: 'account', label: 'Grant KYC', family: 'Tokens' },
  TOKENMINT: { entity: 'token', label: 'Mint tokens', family: 'Tokens' },
  TOKENPAUSE: { entity: 'token', label: 'Pause token', family: 'Tokens' },
  TOKENREJECT: { entity: 'account', label: 'Reject tokens', family: 'Tokens' },
  TOKENREVOKEKYC: { entity: 'account', label: 'Revoke KYC', family: 'Tokens' },
  TOKENUNFREEZE: { entity: 'account', label: 'Unfreeze token account', family: 'Tokens' },
  TOKENUNPAUSE: { entity: 'token', label: 'Unpause token', family: 'Tokens' },
  TOKENUPDATE: { entity: 'token', label: 'Update token', family: 'Tokens' },
  TOKENUPDATENFTS: { entity: 'token', label: 'Update NFTs', family: 'Tokens' },
  TOKENWIPE: { entity: 'token', label: 'Wipe tokens', family: 'Tokens' },
  UNCHECKEDSUBMIT: { entity: null, label: 'Unchecked submit', family: 'Other' },
  UTILPRNG: { entity: null, label: 'Random number', family: 'Other' },
} as const satisfies Record<string, { entity: EntityType | null; label: string; family: TypeFamily }>;

export const FAMILIES = [
  'Accounts and HBAR',
  'Tokens',
  'Smart contracts',
  'Consensus',
  'Schedules',
  'Files',
  'Network',
  'Other',
] as const;
export type TypeFamily = (typeof FAMILIES)[number];

export type TransactionType = keyof typeof TYPES;

const isTransactionType = (name: string): name is TransactionType => Object.hasOwn(TYPES, name);

/** Values of the API's `transactiontype` filter, for the type filter of lists. */
export const TRANSACTION_TYPES: readonly TransactionType[] = Object.keys(TYPES).filter(isTransactionType);

type TypeFamilies = readonly { family: TypeFamily; types: { type: TransactionType; label: string }[] }[];
let families: TypeFamilies | undefined;

/**
 * The type filter's choices in families people recognise, each family's types by their words. Built on first use:
 * every explorer page loads this module (for the labels), and sorting with localeCompare at load cost each page's
 * start about 10 ms of main thread on a phone for a filter most pages do not show.
 */
export function transactionTypeFamilies(): TypeFamilies {
  families ??= FAMILIES.map((family) => ({
    family,
    types: TRANSACTION_TYPES.filter((type) => TYPES[type].family === family)
      .map((type) => ({ type, label: TYPES[type].label }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  }));
  return families;
}

/**
 * A transaction type in words (`CONSENSUSSUBMITMESSAGE` → "Submit message"); a type newer than this table is shown
 * as the API names it rather than guessed at.
 */
export function transactionTypeLabel(transactionName: string): string {
  return isTransactionType(transactionName) ? TYPES[transactionName].label : transactionName;
}

/** The kind of entity a transaction of this type (its `name`) acts on; null when unknown. */
export function entityTypeOf(transactionName: string): EntityType | null {
  return isTransactionType(transactionName) ? TYPES[transactionName].entity : null;
}

/** The family of a transaction type (its `name`); a type newer than this table counts as Other. */
export function transactionFamily(transactionName: string): TypeFamily {
  return isTransactionType(transactionName) ? TYPES[transactionName].family : 'Other';
}
