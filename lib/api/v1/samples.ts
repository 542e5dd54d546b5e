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
  /** A fungible token with associated holders. */
  fungibleTokenId: string;
  /** A non-fungible token and one of its serials that has changed hands. */
  nftTokenId: string;
  nftSerial: string;
  /** A consensus time (seconds.nanos) at or after the ledger's newest balance snapshot. */
  balanceTimestamp: string;
}
