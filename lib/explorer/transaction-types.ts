import type { EntityType } from './sections';

/**
 * Every value of the API's `transactiontype` filter (Mirror Node TransactionTypes), with the kind of entity its
 * transactions' `entity_id` names, as the Mirror Node's importer records it: the topic of a consensus message, the
 * file a file transaction writes, the token a supply or admin change acts on, the account a freeze, KYC or
 * association is for. null: no entity, or one whose kind the type alone does not tell (a system delete names a
 * file or a contract).
 */
const ENTITY_OF_TYPE = {
  ATOMICBATCH: null,
  CONSENSUSCREATETOPIC: 'topic',
  CONSENSUSDELETETOPIC: 'topic',
  CONSENSUSSUBMITMESSAGE: 'topic',
  CONSENSUSUPDATETOPIC: 'topic',
  CONTRACTCALL: 'contract',
  CONTRACTCREATEINSTANCE: 'contract',
  CONTRACTDELETEINSTANCE: 'contract',
  CONTRACTUPDATEINSTANCE: 'contract',
  CRYPTOADDLIVEHASH: 'account',
  CRYPTOAPPROVEALLOWANCE: 'account',
  CRYPTOCREATEACCOUNT: 'account',
  CRYPTODELETE: 'account',
  CRYPTODELETEALLOWANCE: 'account',
  CRYPTODELETELIVEHASH: 'account',
  CRYPTOTRANSFER: 'account',
  CRYPTOUPDATEACCOUNT: 'account',
  ETHEREUMTRANSACTION: 'contract',
  FILEAPPEND: 'file',
  FILECREATE: 'file',
  FILEDELETE: 'file',
  FILEUPDATE: 'file',
  FREEZE: 'file',
  NODECREATE: 'account',
  NODEDELETE: null,
  NODESTAKEUPDATE: null,
  NODEUPDATE: 'account',
  SCHEDULECREATE: 'schedule',
  SCHEDULEDELETE: 'schedule',
  SCHEDULESIGN: 'schedule',
  SYSTEMDELETE: null,
  SYSTEMUNDELETE: null,
  TOKENAIRDROP: null,
  TOKENASSOCIATE: 'account',
  TOKENBURN: 'token',
  TOKENCANCELAIRDROP: null,
  TOKENCLAIMAIRDROP: null,
  TOKENCREATION: 'token',
  TOKENDELETION: 'token',
  TOKENDISSOCIATE: 'account',
  TOKENFEESCHEDULEUPDATE: 'token',
  TOKENFREEZE: 'account',
  TOKENGRANTKYC: 'account',
  TOKENMINT: 'token',
  TOKENPAUSE: 'token',
  TOKENREJECT: 'account',
  TOKENREVOKEKYC: 'account',
  TOKENUNFREEZE: 'account',
  TOKENUNPAUSE: 'token',
  TOKENUPDATE: 'token',
  TOKENUPDATENFTS: 'token',
  TOKENWIPE: 'token',
  UNCHECKEDSUBMIT: null,
  UTILPRNG: null,
} as const satisfies Record<string, EntityType | null>;

export type TransactionType = keyof typeof ENTITY_OF_TYPE;

const isTransactionType = (name: string): name is TransactionType => name in ENTITY_OF_TYPE;

/** Values of the API's `transactiontype` filter, for the type filter of lists. */
export const TRANSACTION_TYPES: readonly TransactionType[] = Object.keys(ENTITY_OF_TYPE).filter(isTransactionType);

/** The kind of entity a transaction of this type (its `name`) acts on; null when unknown. */
export function entityTypeOf(transactionName: string): EntityType | null {
  return isTransactionType(transactionName) ? ENTITY_OF_TYPE[transactionName] : null;
}
