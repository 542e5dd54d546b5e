/**
 * Path values that exist in the demo ledger (found by demo-ledger.test-helpers.ts), from which each route record
 * builds its sample requests. A new kind of value is a new member here and its lookup there.
 */
export interface SampleValues {
  account: string;
  nftOwner: string;
  rewardAccount: string;
  cryptoAllowanceOwner: string;
  tokenAllowanceOwner: string;
  nftAllowanceOwner: string;
  nftAllowanceSpender: string;
  airdropSender: string;
  airdropReceiver: string;
  transactionId: string;
  transactionHash: string;
  contractTransactionId: string;
  contractHash: string;
  /** A contract with storage, its CREATE2 address (or its id when the ledger has none) and a time inside its life. */
  contractId: string;
  contractEvmAddress: string;
  contractTimestamp: string;
  /** A contract whose init code was uploaded as a file. */
  contractFromFile: string;
  /** A contract with results, and the timestamp of one of them (a top-level call of it). */
  resultContract: string;
  resultTimestamp: string;
  blockNumber: string;
  blockHash: string;
  scheduleId: string;
  tokenId: string;
  /** The topic with the most messages, and the consensus time of one of its messages. */
  topicId: string;
  topicMessageTimestamp: string;
  /** An account with hooks, and one of its hooks that has storage. */
  hookOwner: string;
  hookId: string;
  /** A fungible token with associated holders. */
  fungibleTokenId: string;
  /** A non-fungible token and one of its serials that has changed hands. */
  nftTokenId: string;
  nftSerial: string;
  /** A consensus time (seconds.nanos) at or after the ledger's newest balance snapshot. */
  balanceTimestamp: string;
  /** A contract that emitted logs, one of its topic0 values and a timestamp window (under 7 days) holding such logs. */
  logContractId: string;
  logTopic0: string;
  logWindowStart: string;
  logWindowEnd: string;
  /** The 48-byte hash (hex) of a transaction with logs. */
  logTransactionHash: string;
}
