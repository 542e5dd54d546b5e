import type { Nft } from '@/lib/schemas/v1/nft';
import type { TokenInfo } from '@/lib/schemas/v1/token';
import { Card, Fields } from '../card';
import { Time } from '../time';
import { Badge, EntityLink } from '../values';
import { NftMetadataText, NftPicture } from './nft-metadata-view';

/** One NFT: its collection, owner and spenders, its life so far, and its metadata (with its picture when inline). */
export function NftSummary({ nft, token, rawHref }: { nft: Nft; token: TokenInfo; rawHref: string }) {
  return (
    <Card id="nft-summary" title="NFT">
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="min-w-0 flex-1">
          <Fields
            items={[
              [
                'Collection',
                <span key="c" className="flex flex-wrap items-baseline gap-x-2">
                  <EntityLink id={token.token_id} type="token" />
                  <span>
                    {token.name} <span className="text-slate-600 dark:text-slate-400">({token.symbol})</span>
                  </span>
                </span>,
              ],
              [
                'Serial number',
                <span key="s" className="font-mono">
                  {String(nft.serial_number)}
                </span>,
              ],
              [
                'Status',
                nft.deleted ? (
                  <Badge key="st" title="Burned or wiped">
                    burned — no longer in circulation
                  </Badge>
                ) : (
                  'in circulation'
                ),
              ],
              ['Owner', nft.deleted ? 'none' : <EntityLink key="o" id={nft.account_id} />],
              ['Spender', nft.spender ? <EntityLink key="sp" id={nft.spender} /> : 'none approved'],
              [
                'Delegating spender',
                nft.delegating_spender ? <EntityLink key="d" id={nft.delegating_spender} /> : 'none',
              ],
              ['Minted', nft.created_timestamp ? <Time key="m" ts={nft.created_timestamp} /> : '—'],
              ['Last changed', nft.modified_timestamp ? <Time key="lc" ts={nft.modified_timestamp} /> : '—'],
              ['Metadata', <NftMetadataText key="md" metadata={nft.metadata} />],
              [
                'Raw data',
                <a
                  key="raw"
                  href={rawHref}
                  className="break-all font-mono text-sky-700 hover:underline dark:text-sky-400"
                >
                  {rawHref}
                </a>,
              ],
            ]}
          />
        </div>
        <div className="px-4 pt-4 empty:hidden max-sm:order-first sm:pb-4">
          <NftPicture metadata={nft.metadata} serial={nft.serial_number} size="page" />
        </div>
      </div>
    </Card>
  );
}
