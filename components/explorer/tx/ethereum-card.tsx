import type { ReactNode } from 'react';
import { formatInteger } from '@/lib/core/format';
import type { ContractResultDetails } from '@/lib/schemas/v1/contract-result';
import { Card, Fields } from '../card';
import { HashValue } from '../values';
import { EvmAddress, muted, RawHex } from './abi-values';
import { feeFields, quantity, weibarValue } from './ethereum-values';

const TYPES: Record<number, string> = { 0: 'legacy', 1: 'EIP-2930, access list', 2: 'EIP-1559, dynamic fee' };

/** Chain ids of the Hedera networks (HIP-26). */
const CHAINS: Record<string, string> = {
  '295': 'Hedera mainnet',
  '296': 'Hedera testnet',
  '297': 'Hedera previewnet',
  '298': 'local network',
};

/** The signed Ethereum transaction a relay submitted: its own hash, signer, nonce, envelope type, chain and fees. */
export function EthereumCard({ result }: { result: ContractResultDetails }) {
  const chain = quantity(result.chain_id);
  const items: [string, ReactNode][] = [
    ['Ethereum hash', <HashValue key="h" value={result.hash} label="Ethereum hash" full />],
    ['Signer', <EvmAddress key="s" address={result.from} />],
    ['Nonce', result.nonce === null ? '—' : formatInteger(BigInt(result.nonce))],
    [
      'Type',
      result.type === null ? (
        '—'
      ) : (
        <span key="t">
          {result.type} <span className={muted}>({TYPES[result.type] ?? 'unknown type'})</span>
        </span>
      ),
    ],
    [
      'Chain id',
      chain === null ? (
        '—'
      ) : (
        <span key="c" className="tabular-nums">
          {String(chain)}{' '}
          <span className={muted}>
            ({result.chain_id}
            {CHAINS[String(chain)] ? `, ${CHAINS[String(chain)]}` : ''})
          </span>
        </span>
      ),
    ],
    [
      'Gas limit',
      <span key="g" className="tabular-nums">
        {formatInteger(BigInt(result.gas_limit))}
      </span>,
    ],
    ...feeFields(result),
    ['Value', weibarValue(result.amount)],
    [
      'Signature',
      <span key="sig" className="block space-y-1 font-mono text-xs">
        <span className="block">v {result.v === null ? '—' : String(result.v)}</span>
        <span className="block break-all">r {result.r ?? '—'}</span>
        <span className="block break-all">s {result.s ?? '—'}</span>
      </span>,
    ],
  ];
  if (result.access_list && result.access_list !== '0x')
    items.push([
      'Access list',
      <RawHex key="a" value={result.access_list} summary="RLP-encoded access list" label="access list" />,
    ]);
  return (
    <Card id="ethereum-transaction" title="Ethereum transaction">
      <Fields items={items} />
    </Card>
  );
}
