import type { Key } from '@/lib/schemas/v1/common';
import type { TokenInfo } from '@/lib/schemas/v1/token';
import { Card, Fields } from '../card';
import { Time } from '../time';
import { Badge, EntityLink, TokenAmount } from '../values';

const MAX_INT64 = '9223372036854775807';
const NS_PER_SECOND = 1_000_000_000n;

/** `expiry_timestamp` is nanoseconds on the wire; Time takes `seconds.nanos`. */
function nsToTimestamp(ns: bigint | number): string {
  const value = BigInt(ns);
  return `${value / NS_PER_SECOND}.${(value % NS_PER_SECOND).toString().padStart(9, '0')}`;
}

function keyValue(key: Key | null) {
  return key ? (
    <span className="break-all font-mono text-xs">
      {key._type} {key.key}
    </span>
  ) : (
    'none'
  );
}

function freezeState(token: TokenInfo): string {
  if (!token.freeze_key) return 'no freeze key';
  return token.freeze_default ? 'new holders start frozen' : 'new holders start unfrozen';
}

/** What a token is, how much of it exists, and who controls it. */
export function TokenSummary({ token, rawHref }: { token: TokenInfo; rawHref: string }) {
  const decimals = BigInt(token.decimals);
  const nft = token.type === 'NON_FUNGIBLE_UNIQUE';
  const amount = (value: string) => <TokenAmount amount={BigInt(value)} decimals={decimals} symbol={token.symbol} />;
  const maxSupply =
    token.supply_type === 'INFINITE' || token.max_supply === MAX_INT64 ? 'unlimited' : amount(token.max_supply);
  return (
    <>
      <Card id="token-summary" title="Summary">
        <Fields
          items={[
            ['Name', token.name],
            [
              'Symbol',
              <span key="s" className="font-mono">
                {token.symbol}
              </span>,
            ],
            ['Type', <Badge key="t">{nft ? 'NFT collection' : 'Fungible'}</Badge>],
            ['Decimals', nft ? '— (NFT serials are whole)' : token.decimals],
            ['Total supply', amount(token.total_supply)],
            ['Max supply', maxSupply],
            ['Initial supply', amount(token.initial_supply)],
            ['Treasury', <EntityLink key="tr" id={token.treasury_account_id} />],
            [
              'Pause status',
              token.pause_status === 'NOT_APPLICABLE' ? 'not pausable' : token.pause_status.toLowerCase(),
            ],
            ['Freeze', freezeState(token)],
            ['Created', <Time key="c" ts={token.created_timestamp} />],
            ['Modified', token.modified_timestamp ? <Time key="m" ts={token.modified_timestamp} /> : '—'],
            [
              'Expires',
              token.expiry_timestamp === null ? '—' : <Time key="x" ts={nsToTimestamp(token.expiry_timestamp)} />,
            ],
            ['Auto-renew account', <EntityLink key="ar" id={token.auto_renew_account} />],
            ['Memo', token.memo || '—'],
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
      </Card>
      <Card id="token-keys" title="Keys">
        <Fields
          items={[
            ['Admin', keyValue(token.admin_key)],
            ['Supply', keyValue(token.supply_key)],
            ['Freeze', keyValue(token.freeze_key)],
            ['KYC', keyValue(token.kyc_key)],
            ['Wipe', keyValue(token.wipe_key)],
            ['Pause', keyValue(token.pause_key)],
            ['Fee schedule', keyValue(token.fee_schedule_key)],
            ['Metadata', keyValue(token.metadata_key)],
          ]}
        />
      </Card>
    </>
  );
}
