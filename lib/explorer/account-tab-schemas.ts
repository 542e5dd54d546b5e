import type { z } from 'zod';
import { TokenAirdropsResponse } from '../schemas/v1/airdrop';
import { CryptoAllowancesResponse, NftAllowancesResponse, TokenAllowancesResponse } from '../schemas/v1/allowance';
import { NftsResponse } from '../schemas/v1/nft';
import { StakingRewardsResponse } from '../schemas/v1/reward';
import { TokenRelationshipsResponse } from '../schemas/v1/token-relationship';

/** The wire schema of each account tab's list (the server page parses its first paint with it). */
export const ACCOUNT_TAB_SCHEMAS: Record<string, z.ZodType> = {
  tokens: TokenRelationshipsResponse,
  nfts: NftsResponse,
  rewards: StakingRewardsResponse,
  'allowances-crypto': CryptoAllowancesResponse,
  'allowances-tokens': TokenAllowancesResponse,
  'allowances-nfts': NftAllowancesResponse,
  'airdrops-pending': TokenAirdropsResponse,
  'airdrops-outstanding': TokenAirdropsResponse,
};
