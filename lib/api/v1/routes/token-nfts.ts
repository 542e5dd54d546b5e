/** A token's NFTs: `/tokens/{tokenId}/nfts`, one of them by serial number, and that NFT's transaction history. */
import { parseTimestamp } from '../../../core/timestamp';
import { listNftTransactions } from '../../../ledger/nft-transactions';
import { getNft, listTokenNfts } from '../../../ledger/token-nfts';
import { Nft, NftsResponse, NftTransactionsResponse } from '../../../schemas/v1/nft';
import { invalidArgument, invalidParameter, notFound } from '../../errors';
import { integerValue } from '../../links';
import {
  ALL_OPERATORS,
  integerParam,
  limitParam,
  orderParam,
  timestampParam,
  unknownKeysLast,
  type FilterParam,
  type ParamDoc,
} from '../../params';
import { accountIdParam, pageLink, withoutNoMatch } from '../account-params';
import { entityIdDoc, serialNumberDoc, timestampDoc } from '../openapi/parameters';
import { partialContent, route, type AnyRoute } from '../route';
import { tokenIdFromPath, tokenPathDoc } from './tokens';

const MAX_AGE = 1;

/** A positive int64, the only serial numbers an NFT can have. */
const parseSerial = (text: string): bigint | null => {
  const n = integerParam(ALL_OPERATORS).parse(text);
  return n !== null && n >= 1n ? n : null;
};

const serialNumberFilter: FilterParam<bigint> = {
  operators: ALL_OPERATORS,
  parse: parseSerial,
  doc: { ...serialNumberDoc, description: 'The nft serial number (64 bit type)', requires: undefined },
};

const serialPathDoc: ParamDoc = {
  description: 'The NFT serial number, a positive 64-bit integer',
  schema: { type: 'string', pattern: '^\\d{1,19}$' },
  example: '1',
};

/** The serial number in the path, or the reference's 400 naming `serialnumber`. */
function serialFromPath(text: string): bigint {
  const serial = parseSerial(text);
  if (serial === null) throw invalidArgument(invalidParameter('serialnumber'));
  return serial;
}

export const tokenNftRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/tokens/:tokenId/nfts',
    operationId: 'listTokenNfts',
    tag: 'tokens',
    summary: "A token's NFTs",
    description: 'The NFTs of a non-fungible token by serial number, optionally only those an account owns.',
    path: { tokenId: tokenPathDoc },
    query: {
      'account.id': {
        ...accountIdParam(ALL_OPERATORS),
        doc: entityIdDoc('The ID of the account owning the NFTs', 'gte:0.0.1'),
      },
      limit: limitParam(),
      order: orderParam('desc'),
      serialnumber: serialNumberFilter,
    },
    response: { name: 'NftsResponse', schema: NftsResponse },
    maxAge: MAX_AGE,
    samples: (s) => [
      `/api/v1/tokens/${s.nftTokenId}/nfts`,
      `/api/v1/tokens/${s.nftTokenId}/nfts?account.id=${s.nftOwner}&order=asc`,
    ],
    async handler({ path, params, query, ctx, parseQuery }) {
      const tokenId = tokenIdFromPath(params.tokenId);
      const { filters, limit, order } = unknownKeysLast(parseQuery);
      const accounts = withoutNoMatch(filters['account.id']);
      const nfts = accounts.impossible
        ? []
        : await listTokenNfts(ctx.db, {
            tokenId,
            accountIds: accounts.filters,
            serialNumbers: filters.serialnumber,
            limit,
            order,
          });
      const last = nfts.at(-1);
      const next =
        last && nfts.length === limit
          ? pageLink(path, query, order, { serialnumber: { value: String(last.serial_number) } }, integerValue)
          : null;
      return { nfts, links: { next } };
    },
  }),
  route({
    pattern: '/api/v1/tokens/:tokenId/nfts/:serialNumber',
    operationId: 'getNft',
    tag: 'tokens',
    summary: 'One NFT by token and serial number',
    path: { tokenId: tokenPathDoc, serialNumber: serialPathDoc },
    query: {},
    response: { name: 'Nft', schema: Nft },
    maxAge: MAX_AGE,
    samples: (s) => [`/api/v1/tokens/${s.nftTokenId}/nfts/${s.nftSerial}`],
    async handler({ params, ctx, parseQuery }) {
      // The reference refuses any query parameter before it looks at the path.
      parseQuery();
      const nft = await getNft(ctx.db, tokenIdFromPath(params.tokenId), serialFromPath(params.serialNumber));
      if (!nft) throw notFound();
      return nft;
    },
  }),
  route({
    pattern: '/api/v1/tokens/:tokenId/nfts/:serialNumber/transactions',
    operationId: 'listNftTransactions',
    tag: 'tokens',
    summary: "An NFT's transaction history",
    description:
      "The transactions that minted, moved, approved, burned or wiped the NFT, and its token's deletion. 206 when the NFT's own row lacks its mint (the history may be incomplete).",
    path: { tokenId: tokenPathDoc, serialNumber: serialPathDoc },
    query: { limit: limitParam(), order: orderParam('desc'), timestamp: { ...timestampParam(), doc: timestampDoc } },
    response: { name: 'NftTransactionsResponse', schema: NftTransactionsResponse },
    maxAge: MAX_AGE,
    samples: (s) => [
      `/api/v1/tokens/${s.nftTokenId}/nfts/${s.nftSerial}/transactions`,
      `/api/v1/tokens/${s.nftTokenId}/nfts/${s.nftSerial}/transactions?order=asc&limit=2`,
    ],
    async handler({ path, params, query, ctx, parseQuery }) {
      const tokenId = tokenIdFromPath(params.tokenId);
      const serialNumber = serialFromPath(params.serialNumber);
      const { filters, limit, order } = unknownKeysLast(parseQuery);
      const transactions = await listNftTransactions(ctx.db, {
        tokenId,
        serialNumber,
        timestamps: filters.timestamp,
        limit,
        order,
      });
      const last = transactions.at(-1);
      const next =
        last && transactions.length === limit
          ? pageLink(path, query, order, { timestamp: { value: last.consensus_timestamp } }, parseTimestamp)
          : null;
      const body = { transactions, links: { next } };
      if (!transactions.length) return body;
      const nft = await getNft(ctx.db, tokenId, serialNumber);
      return nft?.created_timestamp ? body : partialContent(body, MAX_AGE);
    },
  }),
];
