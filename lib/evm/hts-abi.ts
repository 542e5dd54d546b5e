/**
 * The token service's structure-returning reads, as IHederaTokenService.sol (hashgraph/hedera-smart-contracts)
 * declares them: one place for their tuple types, which both the answers (token-info.ts) and the tests decode by.
 */
import { parseAbi, type AbiFunction } from 'viem';

export const HTS_READ_ABI = parseAbi([
  'struct Expiry { int64 second; address autoRenewAccount; int64 autoRenewPeriod; }',
  'struct KeyValue { bool inheritAccountKey; address contractId; bytes ed25519; bytes ECDSA_secp256k1; address delegatableContractId; }',
  'struct TokenKey { uint keyType; KeyValue key; }',
  'struct HederaToken { string name; string symbol; address treasury; string memo; bool tokenSupplyType; int64 maxSupply; bool freezeDefault; TokenKey[] tokenKeys; Expiry expiry; }',
  'struct FixedFee { int64 amount; address tokenId; bool useHbarsForPayment; bool useCurrentTokenForPayment; address feeCollector; }',
  'struct FractionalFee { int64 numerator; int64 denominator; int64 minimumAmount; int64 maximumAmount; bool netOfTransfers; address feeCollector; }',
  'struct RoyaltyFee { int64 numerator; int64 denominator; int64 amount; address tokenId; bool useHbarsForPayment; address feeCollector; }',
  'struct TokenInfo { HederaToken token; int64 totalSupply; bool deleted; bool defaultKycStatus; bool pauseStatus; FixedFee[] fixedFees; FractionalFee[] fractionalFees; RoyaltyFee[] royaltyFees; string ledgerId; }',
  'struct FungibleTokenInfo { TokenInfo tokenInfo; int32 decimals; }',
  'struct NonFungibleTokenInfo { TokenInfo tokenInfo; int64 serialNumber; address ownerId; int64 creationTime; bytes metadata; address spenderId; }',
  'function getTokenInfo(address token) returns (int64 responseCode, TokenInfo tokenInfo)',
  'function getFungibleTokenInfo(address token) returns (int64 responseCode, FungibleTokenInfo fungibleTokenInfo)',
  'function getNonFungibleTokenInfo(address token, int64 serialNumber) returns (int64 responseCode, NonFungibleTokenInfo nonFungibleTokenInfo)',
  'function getTokenCustomFees(address token) returns (int64 responseCode, FixedFee[] fixedFees, FractionalFee[] fractionalFees, RoyaltyFee[] royaltyFees)',
  'function getTokenKey(address token, uint keyType) returns (int64 responseCode, KeyValue key)',
  'function getTokenExpiryInfo(address token) returns (int64 responseCode, Expiry expiry)',
  'function getTokenDefaultFreezeStatus(address token) returns (int64 responseCode, bool defaultFreezeStatus)',
  'function getTokenDefaultKycStatus(address token) returns (int64 responseCode, bool defaultKycStatus)',
]);

export type HtsReadName = (typeof HTS_READ_ABI)[number]['name'];

/** The function of that name in the fragment. */
export function htsRead(name: HtsReadName): AbiFunction {
  // The struct signatures only name types: every item parseAbi keeps is a function.
  const fn = (HTS_READ_ABI as readonly AbiFunction[]).find((item) => item.name === name);
  if (!fn) throw new Error(`no ${name} in the token service ABI`);
  return fn;
}
