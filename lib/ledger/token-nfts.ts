/** A token's NFTs (`/api/v1/tokens/{id}/nfts`) along its primary key (token_id, serial_number), and one NFT by serial. */
import type { Filter, Order } from '../core/filter';
import type { Queryable } from '../db/types';
import type { Nft } from '../schemas/v1/nft';
import { NFT_COLUMNS, toNft, type NftRow } from './nfts';
import { SqlParams, sortDirection } from './sql';

export interface TokenNftQuery {
  tokenId: bigint;
  accountIds: Filter<bigint>[];
  serialNumbers: Filter<bigint>[];
  limit: number;
  order: Order;
}

export async function listTokenNfts(db: Queryable, q: TokenNftQuery): Promise<Nft[]> {
  const params = new SqlParams();
  const where = [
    `n.token_id = ${params.bind(q.tokenId)}`,
    ...params.conditions('n.account_id', q.accountIds),
    ...params.conditions('n.serial_number', q.serialNumbers),
  ];
  const rows = await db.query<NftRow>(
    `SELECT ${NFT_COLUMNS} FROM nft n LEFT JOIN entity e ON e.id = n.token_id
     WHERE ${where.join(' AND ')}
     ORDER BY n.serial_number ${sortDirection(q.order)} LIMIT ${params.bind(q.limit)}`,
    params.values,
  );
  return rows.map(toNft);
}

export async function getNft(db: Queryable, tokenId: bigint, serialNumber: bigint): Promise<Nft | null> {
  const [row] = await db.query<NftRow>(
    `SELECT ${NFT_COLUMNS} FROM nft n LEFT JOIN entity e ON e.id = n.token_id
     WHERE n.token_id = $1 AND n.serial_number = $2`,
    [tokenId, serialNumber],
  );
  return row ? toNft(row) : null;
}
