import type { ReactNode } from 'react';
import { formatInteger } from '@/lib/core/format';
import type { ContractResultDetails } from '@/lib/schemas/v1/contract-result';
import { Hbar } from '../values';

/** 1 tinybar = 10^10 weibar: the EVM counts hbar in 18 decimals, the ledger in 8. */
const WEIBARS_PER_TINYBAR = 10_000_000_000n;

/** A result carries Ethereum fields (type, nonce …) only when it came from an ETHEREUMTRANSACTION. */
export const isEthereum = (result: ContractResultDetails) => result.type !== null;

/** A hex quantity (`0x10e15635000`); `0x` or null is "not set". */
export const quantity = (hex: string | null): bigint | null =>
  hex && /^0x[0-9a-fA-F]+$/.test(hex) ? BigInt(hex) : null;

/** An amount in weibar, with what it is in hbar (tinybars on hover). */
export function weibarValue(weibar: bigint | number | string | null): ReactNode {
  if (weibar === null) return '—';
  const value = BigInt(weibar);
  return (
    <span className="tabular-nums">
      <Hbar tinybars={value / WEIBARS_PER_TINYBAR} />{' '}
      <span className="text-slate-600 dark:text-slate-400">({formatInteger(value)} weibar)</span>
    </span>
  );
}

function perGas(hex: string | null): ReactNode {
  const value = quantity(hex);
  if (value === null) return null;
  return (
    <span className="tabular-nums">
      {formatInteger(value)} weibar{' '}
      <span className="text-slate-600 dark:text-slate-400">
        ({formatInteger(value / WEIBARS_PER_TINYBAR)} tinybars) per gas
      </span>
    </span>
  );
}

/** Gas price of a legacy or access-list transaction; max fee and priority fee of an EIP-1559 one. */
export function feeFields(result: ContractResultDetails): [string, ReactNode][] {
  if (result.type === 2) {
    return [
      ['Max fee per gas', perGas(result.max_fee_per_gas) ?? '—'],
      ['Max priority fee per gas', perGas(result.max_priority_fee_per_gas) ?? '0 (none)'],
    ];
  }
  const price = perGas(result.gas_price);
  return price === null ? [] : [['Gas price', price]];
}
