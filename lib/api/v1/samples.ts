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
  blockNumber: string;
  blockHash: string;
  scheduleId: string;
  tokenId: string;
  /** A contract that emitted logs, one of its topic0 values and a timestamp window (under 7 days) holding such logs. */
  logContractId: string;
  logTopic0: string;
  logWindowStart: string;
  logWindowEnd: string;
  /** The 48-byte hash (hex) of a transaction with logs. */
  logTransactionHash: string;
}
