import type { ReactNode } from 'react';
import type { CustomFees, TokenInfo } from '@/lib/schemas/v1/token';
import { Card } from '../card';
import { DataTable } from '../data-table';
import { TokenQuantity } from '../token-quantity';
import { EntityLink, Hbar, TokenAmount } from '../values';

interface FeeRow {
  kind: 'Fixed' | 'Fractional' | 'Royalty';
  collector: string | null;
  charge: ReactNode;
  limits: ReactNode;
  exempt: boolean;
}

type Int = bigint | number;

/** `n/d` with the percentage it stands for, exact for bigint fractions. */
function ratio({ numerator, denominator }: { numerator: Int; denominator: Int }) {
  const d = BigInt(denominator);
  const percent = d === 0n ? null : Number((BigInt(numerator) * 1_000_000n) / d) / 10_000;
  return (
    <span className="tabular-nums">
      {String(numerator)}/{String(denominator)}
      {percent === null ? '' : ` (${percent}%)`}
    </span>
  );
}

/** An amount in hbar (no token), in this token's units, or in another token's (read through the token scope). */
function Charge({ amount, tokenId, token }: { amount: Int; tokenId: string | null; token: TokenInfo }) {
  if (!tokenId) return <Hbar tinybars={amount} />;
  if (tokenId === token.token_id)
    return <TokenAmount amount={amount} decimals={BigInt(token.decimals)} symbol={token.symbol} />;
  return (
    <span className="whitespace-nowrap">
      <TokenQuantity tokenId={tokenId} amount={amount} /> <EntityLink id={tokenId} type="token" copy={false} />
    </span>
  );
}

function feeRows(fees: CustomFees, token: TokenInfo): FeeRow[] {
  const own = (amount: Int | null) =>
    amount === null ? '—' : <TokenAmount amount={amount} decimals={BigInt(token.decimals)} symbol={token.symbol} />;
  return [
    ...fees.fixed_fees.map((f): FeeRow => ({
      kind: 'Fixed',
      collector: f.collector_account_id,
      exempt: f.all_collectors_are_exempt,
      charge: <Charge amount={f.amount} tokenId={f.denominating_token_id} token={token} />,
      limits: '—',
    })),
    ...(fees.fractional_fees ?? []).map((f): FeeRow => ({
      kind: 'Fractional',
      collector: f.collector_account_id,
      exempt: f.all_collectors_are_exempt,
      charge: (
        <>
          {ratio(f.amount)}
          {f.net_of_transfers ? ' · paid by sender' : ''}
        </>
      ),
      limits: (
        <span className="whitespace-nowrap">
          min {own(f.minimum)} · max {own(f.maximum)}
        </span>
      ),
    })),
    ...(fees.royalty_fees ?? []).map((f): FeeRow => ({
      kind: 'Royalty',
      collector: f.collector_account_id,
      exempt: f.all_collectors_are_exempt,
      charge: ratio(f.amount),
      limits: f.fallback_fee ? (
        <span className="whitespace-nowrap">
          fallback{' '}
          <Charge amount={f.fallback_fee.amount} tokenId={f.fallback_fee.denominating_token_id} token={token} />
        </span>
      ) : (
        '—'
      ),
    })),
  ];
}

/** The fee schedule in force, one row per fee. Needs a TokenScopeProvider for fees paid in other tokens. */
export function TokenFees({ token }: { token: TokenInfo }) {
  const fees = token.custom_fees;
  const rows = feeRows(fees, token);
  return (
    <Card id="token-fees" title={`Custom fees (${rows.length})`}>
      <DataTable
        caption="Custom fees"
        rows={rows}
        rowKey={(r) => `${rows.indexOf(r)}`}
        empty="This token charges no custom fees."
        columns={[
          { header: 'Kind', cell: (r) => r.kind },
          { header: 'Collector', cell: (r) => <EntityLink id={r.collector} copy={false} /> },
          { header: 'Charge', cell: (r) => r.charge },
          { header: 'Limits', cell: (r) => r.limits },
          { header: 'Collectors exempt', cell: (r) => (r.exempt ? 'yes' : 'no') },
        ]}
      />
    </Card>
  );
}

/** The other tokens the fee schedule is paid in (for the page to read their decimals up front). */
export function feeTokenIds(token: TokenInfo): string[] {
  const fees = token.custom_fees;
  const ids = [
    ...fees.fixed_fees.map((f) => f.denominating_token_id),
    ...(fees.royalty_fees ?? []).map((f) => f.fallback_fee?.denominating_token_id ?? null),
  ];
  return ids.filter((id): id is string => id !== null && id !== token.token_id);
}
