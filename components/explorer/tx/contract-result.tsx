import type { ReactNode } from 'react';
import { formatInteger } from '@/lib/core/format';
import { decodeCall, decodeOutput, decodeRevertData } from '@/lib/explorer/abi-decode';
import { selectorOf } from '@/lib/explorer/selectors';
import type { ContractResultDetails } from '@/lib/schemas/v1/contract-result';
import { Card, Fields } from '../card';
import { BlockLink, EntityLink, Hbar, Result } from '../values';
import { ArgsTable, EvmAddress, muted, RawHex } from './abi-values';
import { feeFields, isEthereum, weibarValue } from './ethereum-values';

const hasBytes = (hex: string | null | undefined): hex is string => !!hex && hex !== '0x';

function Subsection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2 border-t border-slate-200 px-4 py-3 dark:border-slate-800">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Input({ result, create }: { result: ContractResultDetails; create: boolean }) {
  const input = result.function_parameters;
  if (!hasBytes(input))
    return (
      <p className={`text-sm ${muted}`}>No input data{create ? '' : ' (a plain value transfer or a fallback call)'}.</p>
    );
  // A create's parameters are its constructor's (or the init code): no selector to read.
  if (create) return <RawHex value={input} summary="Constructor parameters" label="constructor parameters" open />;
  const decoded = decodeCall(input);
  const selector = selectorOf(input);
  return (
    <>
      {decoded?.call ? (
        <>
          <p className="text-sm">
            <span className="break-all font-mono font-medium">{decoded.call.signature}</span>{' '}
            <span className={`font-mono text-xs ${muted}`}>{selector}</span>
          </p>
          <ArgsTable args={decoded.call.args} caption={`Arguments of ${decoded.call.name}`} />
        </>
      ) : decoded ? (
        <p className="text-sm">
          <span className="font-mono font-medium">{decoded.fn.name}</span>{' '}
          <span className={`font-mono text-xs ${muted}`}>{selector}</span>
          <span className={`block ${muted}`}>
            The selector is a well-known function&apos;s, but the arguments do not fit its signature; raw input below.
          </span>
        </p>
      ) : (
        <p className="text-sm">
          Function selector <span className="font-mono font-medium">{selector ?? '—'}</span>
          <span className={`block ${muted}`}>Not a well-known function: the input is shown as it was sent.</span>
        </p>
      )}
      <RawHex value={input} summary="Raw input" label="raw input" open={!decoded?.call} />
    </>
  );
}

function Outcome({ result, create }: { result: ContractResultDetails; create: boolean }) {
  const failed = result.status === '0x0';
  if (failed) {
    const revert = decodeRevertData(result.error_message) ?? decodeRevertData(result.call_result);
    const text = result.error_message && !/^0x[0-9a-fA-F]*$/.test(result.error_message) ? result.error_message : null;
    return (
      <>
        {revert ? (
          <div className="space-y-2 text-sm">
            <p className="font-medium text-red-800 [overflow-wrap:anywhere] dark:text-red-300">
              {revert.name === 'Error' && revert.args[0]?.value.kind === 'text'
                ? `Error("${revert.args[0].value.value}")`
                : revert.signature}
              {revert.meaning && `: ${revert.meaning}`}
            </p>
            {revert.name !== 'Error' && revert.args.length > 0 && (
              <ArgsTable args={revert.args} caption={`Arguments of ${revert.name}`} />
            )}
          </div>
        ) : text ? (
          <p className="font-medium text-red-800 dark:text-red-300">{text}</p>
        ) : (
          <p className={`text-sm ${muted}`}>No revert reason was given.</p>
        )}
        {hasBytes(result.call_result) && (
          <RawHex value={result.call_result} summary="Raw revert data" label="raw revert data" open={!revert} />
        )}
      </>
    );
  }
  if (!hasBytes(result.call_result)) return <p className={`text-sm ${muted}`}>No output.</p>;
  if (create)
    return <RawHex value={result.call_result} summary="Deployed runtime code" label="deployed runtime code" />;
  const decoded = decodeCall(result.function_parameters);
  const outputs = decoded ? decodeOutput(decoded.fn, result.call_result) : null;
  return (
    <>
      {outputs && <ArgsTable args={outputs} caption={`Return values of ${decoded!.fn.name}`} />}
      <RawHex value={result.call_result} summary="Raw output" label="raw output" open={!outputs} />
    </>
  );
}

/** The EVM side of a transaction: who called what, with which gas and value; its input, output or revert reason. */
export function ContractResultCard({ result, txName }: { result: ContractResultDetails; txName: string }) {
  const ethereum = isEthereum(result);
  const create = txName === 'CONTRACTCREATEINSTANCE' || (ethereum && result.to === null);
  const gasUsed = result.gas_used === null ? null : BigInt(result.gas_used);
  const gasLimit = BigInt(result.gas_limit);
  const items: [string, ReactNode][] = [
    [ethereum ? 'From (signer)' : 'From', <EvmAddress key="from" address={result.from} />],
    [
      create ? 'Contract created' : 'To',
      result.contract_id ? (
        <EvmAddress
          key="to"
          address={(ethereum ? result.to : result.address) ?? result.to}
          id={result.contract_id}
          type="contract"
        />
      ) : (
        <EvmAddress key="to" address={result.to} />
      ),
    ],
    [
      'Result',
      <span key="r" className="inline-flex items-center gap-2">
        <Result result={result.result} />
        <span className={`font-mono text-xs ${muted}`}>status {result.status}</span>
      </span>,
    ],
    [
      'Gas used',
      <span key="g" className="tabular-nums">
        {gasUsed === null ? '—' : formatInteger(gasUsed)}{' '}
        <span className={muted}>
          of {formatInteger(gasLimit)} limit
          {gasUsed !== null && gasLimit > 0n ? ` (${((Number(gasUsed) / Number(gasLimit)) * 100).toFixed(1)} %)` : ''}
        </span>
      </span>,
    ],
    ...feeFields(result),
    [
      'Value',
      ethereum ? (
        weibarValue(result.amount)
      ) : (
        <Hbar key="v" tinybars={result.amount === null ? null : BigInt(result.amount)} />
      ),
    ],
  ];
  if (result.block_number !== null)
    items.push([
      'Block',
      <span key="b">
        <BlockLink number={BigInt(result.block_number)} />
        {result.transaction_index !== null && <span className={muted}> · index {result.transaction_index}</span>}
      </span>,
    ]);
  const created = result.created_contract_ids.filter((id): id is string => id !== null && id !== result.contract_id);
  if (created.length > 0)
    items.push([
      'Also created',
      <span key="c" className="flex flex-wrap gap-3">
        {created.map((id) => (
          <EntityLink key={id} id={id} type="contract" />
        ))}
      </span>,
    ]);
  return (
    <Card id="contract-result" title="Contract result">
      <Fields items={items} />
      <Subsection id="contract-input" title={create ? 'Constructor input' : 'Input'}>
        <Input result={result} create={create} />
      </Subsection>
      <Subsection id="contract-output" title={result.status === '0x0' ? 'Revert reason' : 'Output'}>
        <Outcome result={result} create={create} />
      </Subsection>
    </Card>
  );
}
