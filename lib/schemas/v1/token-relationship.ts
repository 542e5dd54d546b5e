import { z } from 'zod';
import { entityId, int64, links, nullableTimestamp } from './common';

/** One token association of `/api/v1/accounts/{id}/tokens`. */
export const TokenRelationship = z.object({
  automatic_association: z.boolean().nullable(),
  balance: int64,
  created_timestamp: nullableTimestamp,
  decimals: int64.nullable(),
  token_id: entityId,
  freeze_status: z.enum(['NOT_APPLICABLE', 'FROZEN', 'UNFROZEN']).nullable(),
  kyc_status: z.enum(['NOT_APPLICABLE', 'GRANTED', 'REVOKED']).nullable(),
});
export type TokenRelationship = z.infer<typeof TokenRelationship>;

export const TokenRelationshipsResponse = z.object({ tokens: z.array(TokenRelationship), links });
export type TokenRelationshipsResponse = z.infer<typeof TokenRelationshipsResponse>;
