import { decodeRevert, describeRevert, knownSignature, selectorOf } from '@/lib/explorer/evm';
import type { TraceNode } from '@/lib/explorer/trace';
import { formatInteger, shortHash } from '@/lib/format';
import type { ContractAction } from '@/lib/schemas/v1/contract-action';
import { Hbar } from '../values';

const TYPE_COLOURS: Record<string, string> = {
  CALL: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  STATICCALL: 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100',
  DELEGATECALL: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  CALLCODE: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  CREATE: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  CREATE2: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  PRECOMPILE: 'bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-100',
  SYSTEM: 'bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-100',
};

function Party({ id, address }: { id: string | null; address: string | null }) {
  return (
    <span className="whitespace-nowrap font-mono">
      {id ?? '—'}
      {address && (
        <span className="ml-1 text-slate-600 dark:text-slate-400" title={address}>
          ({shortHash(address, 4)})
        </span>
      )}
    </span>
  );
}

/** One action of the trace, read like code: type, from → to, value, gas, selector, output or revert reason. */
export function TraceRow({ node }: { node: TraceNode<ContractAction> }) {
  const a = node.action;
  const operation = a.call_operation_type ?? a.call_type ?? 'CALL';
  const kind = a.call_type && a.call_type !== operation ? a.call_type : null;
  const failed = a.result_data_type !== undefined && a.result_data_type !== 'OUTPUT';
  const selector = selectorOf(a.input);
  const signature = knownSignature(selector);
  const gas = BigInt(a.gas);
  const used = BigInt(a.gas_used);
  const percent = gas > 0n ? Number((used * 1000n) / gas) / 10 : 0;
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded px-2 py-1 text-sm ${failed ? 'bg-red-50 dark:bg-red-950/60' : ''}`}>
      <span className="font-mono text-xs text-slate-600 dark:text-slate-400">{node.path}</span>
      <span className={`rounded px-1.5 py-0.5 font-mono text-xs font-semibold ${TYPE_COLOURS[operation] ?? TYPE_COLOURS.CALL}`}>{operation}</span>
      {kind && <span className={`rounded px-1.5 py-0.5 font-mono text-xs ${TYPE_COLOURS[kind] ?? ''}`}>{kind}</span>}
      <span>
        <Party id={a.caller} address={a.from} /> <span aria-label="to">→</span> <Party id={a.recipient} address={a.to} />
      </span>
      {BigInt(a.value) !== 0n && (
        <span>
          value <Hbar tinybars={a.value} />
        </span>
      )}
      <span className="inline-flex items-center gap-1.5" title={`gas used ${formatInteger(used)} of ${formatInteger(gas)}`}>
        <span aria-hidden="true" className="inline-block h-1.5 w-16 overflow-hidden rounded bg-slate-200 dark:bg-slate-700">
          <span className="block h-full bg-sky-600 dark:bg-sky-400" style={{ width: `${Math.min(100, percent)}%` }} />
        </span>
        <span className="tabular-nums text-xs">
          gas {formatInteger(used)} / {formatInteger(gas)}
        </span>
      </span>
      {selector && (
        <span className="font-mono text-xs">
          {selector}
          {signature && <span className="ml-1 text-slate-600 dark:text-slate-400">{signature}</span>}
        </span>
      )}
      {failed ? (
        <span className="font-medium text-red-800 dark:text-red-300">
          <span aria-hidden="true">✗ </span>
          {a.result_data_type === 'ERROR' ? 'Error' : 'Reverted'}: {describeRevert(decodeRevert(a.result_data))}
        </span>
      ) : (
        a.result_data !== '0x' && (
          <span className="font-mono text-xs text-slate-600 dark:text-slate-400" title={a.result_data}>
            ⇒ {shortHash(a.result_data, 10)}
          </span>
        )
      )}
    </div>
  );
}
