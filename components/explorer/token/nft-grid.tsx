'use client';

import type { ListView } from '@/lib/explorer/list-definition';
import { detailHref } from '@/lib/explorer/sections';
import { TOKEN_NFTS } from '@/lib/explorer/token-lists';
import type { Nft, NftsResponse } from '@/lib/schemas/v1/nft';
import { Card } from '../card';
import { useList } from '../lists/use-list';
import { NetLink } from '../net-link';
import { Pager } from '../pager';
import { Badge, EntityLink } from '../values';
import { NftMetadataText, NftPicture } from './nft-metadata-view';

function NftTile({ nft }: { nft: Nft }) {
  const serial = String(nft.serial_number);
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <div className="flex items-center justify-between gap-2">
        <NetLink
          href={`${detailHref('tokens', nft.token_id)}/nfts/${serial}`}
          className="font-mono font-semibold text-sky-700 hover:underline dark:text-sky-400"
        >
          <span className="sr-only">Serial </span>#{serial}
        </NetLink>
        {nft.deleted && <Badge title="Burned or wiped: no longer in circulation">burned</Badge>}
      </div>
      <NftPicture metadata={nft.metadata} serial={nft.serial_number} size="tile" />
      <dl className="space-y-1 text-sm">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <dt className="text-slate-600 dark:text-slate-400">Owner</dt>
          <dd>
            {nft.deleted ? (
              <span className="text-slate-600 dark:text-slate-400">none</span>
            ) : (
              <EntityLink id={nft.account_id} copy={false} />
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Metadata</dt>
          <dd>
            <NftMetadataText metadata={nft.metadata} clamp />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** An NFT collection's serials as a grid: each its owner, metadata (and picture when inline), linked to its page. */
export function NftGrid({ view }: { view: ListView<NftsResponse> }) {
  const data = useList(view.base, view.path, TOKEN_NFTS.loadSchema, view.initial, view.query);
  const nfts = TOKEN_NFTS.rows(data);
  return (
    <Card id="token-nfts" title="NFTs">
      {nfts.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-400">No serials on this page.</p>
      ) : (
        <ul
          aria-label="Serials"
          className="grid grid-cols-2 gap-3 p-4 max-sm:gap-2 max-sm:px-3 md:grid-cols-3 lg:grid-cols-4"
        >
          {nfts.map((nft) => (
            <NftTile key={TOKEN_NFTS.rowKey(nft)} nft={nft} />
          ))}
        </ul>
      )}
      <Pager
        pagePath={view.pagePath}
        query={view.query}
        allowed={view.allowed}
        next={data.links.next}
        previous={view.previous}
        label="NFTs"
        defaultOrder={TOKEN_NFTS.defaultOrder}
        orderLabels={TOKEN_NFTS.orderLabels}
      />
    </Card>
  );
}
