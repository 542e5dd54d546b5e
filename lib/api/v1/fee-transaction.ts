/**
 * The body of `POST /network/fees`: a serialized HAPI `Transaction`, read as the reference reads it (its signed
 * transaction bytes when set, else the deprecated body bytes and signature map), refused in its words.
 */
import { proto } from '@hiero-ledger/proto';
import { javaBadRequest } from './java-errors';

export interface FeeTransaction {
  body: proto.TransactionBody;
  functionality: number;
  signatures: number;
  bytes: number;
}

const F = proto.HederaFunctionality;

/** The transaction body's `data` case → its HederaFunctionality (the fee schedules' key). */
const FUNCTIONALITY: Readonly<Record<string, number>> = {
  contractCall: F.ContractCall,
  contractCreateInstance: F.ContractCreate,
  contractUpdateInstance: F.ContractUpdate,
  contractDeleteInstance: F.ContractDelete,
  cryptoAddLiveHash: F.CryptoAddLiveHash,
  cryptoCreateAccount: F.CryptoCreate,
  cryptoDelete: F.CryptoDelete,
  cryptoDeleteLiveHash: F.CryptoDeleteLiveHash,
  cryptoTransfer: F.CryptoTransfer,
  cryptoUpdateAccount: F.CryptoUpdate,
  fileAppend: F.FileAppend,
  fileCreate: F.FileCreate,
  fileDelete: F.FileDelete,
  fileUpdate: F.FileUpdate,
  systemDelete: F.SystemDelete,
  systemUndelete: F.SystemUndelete,
  freeze: F.Freeze,
  consensusCreateTopic: F.ConsensusCreateTopic,
  consensusUpdateTopic: F.ConsensusUpdateTopic,
  consensusDeleteTopic: F.ConsensusDeleteTopic,
  consensusSubmitMessage: F.ConsensusSubmitMessage,
  uncheckedSubmit: F.UncheckedSubmit,
  tokenCreation: F.TokenCreate,
  tokenFreeze: F.TokenFreezeAccount,
  tokenUnfreeze: F.TokenUnfreezeAccount,
  tokenGrantKyc: F.TokenGrantKycToAccount,
  tokenRevokeKyc: F.TokenRevokeKycFromAccount,
  tokenDeletion: F.TokenDelete,
  tokenUpdate: F.TokenUpdate,
  tokenMint: F.TokenMint,
  tokenBurn: F.TokenBurn,
  tokenWipe: F.TokenAccountWipe,
  tokenAssociate: F.TokenAssociateToAccount,
  tokenDissociate: F.TokenDissociateFromAccount,
  scheduleCreate: F.ScheduleCreate,
  scheduleDelete: F.ScheduleDelete,
  scheduleSign: F.ScheduleSign,
  tokenFeeScheduleUpdate: F.TokenFeeScheduleUpdate,
  tokenPause: F.TokenPause,
  tokenUnpause: F.TokenUnpause,
  cryptoApproveAllowance: F.CryptoApproveAllowance,
  cryptoDeleteAllowance: F.CryptoDeleteAllowance,
  ethereumTransaction: F.EthereumTransaction,
  nodeStakeUpdate: F.NodeStakeUpdate,
  utilPrng: F.UtilPrng,
  tokenUpdateNfts: F.TokenUpdateNfts,
  nodeCreate: F.NodeCreate,
  nodeUpdate: F.NodeUpdate,
  nodeDelete: F.NodeDelete,
  tokenReject: F.TokenReject,
  tokenAirdrop: F.TokenAirdrop,
  tokenCancelAirdrop: F.TokenCancelAirdrop,
  tokenClaimAirdrop: F.TokenClaimAirdrop,
  atomicBatch: F.AtomicBatch,
  hookStore: F.HookStore,
  hookDispatch: F.HookDispatch,
  registeredNodeCreate: F.RegisteredNodeCreate,
  registeredNodeUpdate: F.RegisteredNodeUpdate,
  registeredNodeDelete: F.RegisteredNodeDelete,
};

function decodeOrRefuse<T>(decode: () => T): T {
  try {
    return decode();
  } catch {
    throw javaBadRequest('Unable to parse transaction');
  }
}

/** The transaction's body, functionality, signature count and size; a 400 in the reference's words otherwise. */
export function parseFeeTransaction(bytes: Uint8Array): FeeTransaction {
  if (!bytes.length) throw javaBadRequest('Failed to read request');
  const transaction = decodeOrRefuse(() => proto.Transaction.decode(bytes));
  let bodyBytes: Uint8Array | null | undefined;
  let sigMap: proto.ISignatureMap | null | undefined;
  if (transaction.signedTransactionBytes?.length) {
    const signed = decodeOrRefuse(() => proto.SignedTransaction.decode(transaction.signedTransactionBytes));
    ({ bodyBytes, sigMap } = signed);
  } else {
    ({ bodyBytes, sigMap } = transaction);
  }
  if (!bodyBytes?.length) throw javaBadRequest('Transaction must contain body bytes or signed transaction bytes');
  const body = decodeOrRefuse(() => proto.TransactionBody.decode(bodyBytes));
  const functionality = body.data ? FUNCTIONALITY[body.data] : undefined;
  if (functionality === undefined) throw javaBadRequest('Unknown transaction type');
  return { body, functionality, signatures: sigMap?.sigPair?.length ?? 0, bytes: bytes.length };
}
