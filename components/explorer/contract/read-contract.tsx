'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Web3CallError } from '@/lib/client/web3';
import { contractCallQuery, evmAddressQuery } from '@/lib/explorer/contract-queries';
import type { ReadFunction, TokenStandard } from '@/lib/explorer/contract-interface';
import {
  decodeRead,
  encodeRead,
  entityIdInput,
  failureText,
  parseInput,
  readAbi,
  scaledAmount,
  type ReadValue,
} from '@/lib/explorer/contract-read';
import { EvmAddress, muted } from '../tx/abi-values';

export interface ReadContractProps {
  base: string;
  /** The address calls go to: the contract's, or the token's (its HIP-719 facade). */
  address: string;
  standards: readonly TokenStandard[];
  functions: readonly ReadFunction[];
}

const button =
  'rounded-md border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800';
const input =
  'w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm dark:border-slate-700 dark:bg-slate-950';
const failure = 'text-red-800 dark:text-red-300';

/** Why a call failed, in words: a revert with its reason, or the API's message. */
function errorText(error: Error): string {
  if (error instanceof Web3CallError) return failureText(error.message, error.detail, error.data);
  return error.message;
}

/** ERC-20 amounts are shown scaled by the token's decimals beside their raw integer. */
const AMOUNT_FUNCTIONS = new Set(['totalSupply', 'balanceOf', 'allowance']);

function useDecimals(base: string, address: string, enabled: boolean): number | null {
  const fn = useMemo(() => readAbi('function decimals() view returns (uint8)'), []);
  const { data } = useQuery({ ...contractCallQuery(base, address, encodeRead(fn, [])), enabled });
  if (!data) return null;
  try {
    const decimals = Number(decodeRead(fn, data)[0]?.value);
    return Number.isInteger(decimals) && decimals <= 77 ? decimals : null;
  } catch {
    return null;
  }
}

function Values({ values, fnName, decimals }: { values: ReadValue[]; fnName: string; decimals: number | null }) {
  return (
    <span className="flex flex-col gap-1">
      {values.map((v, i) => (
        <span key={i} className="break-all">
          {v.name && <span className={`${muted} mr-1`}>{v.name}:</span>}
          {v.kind === 'address' ? (
            <EvmAddress address={v.value} />
          ) : (
            <span className="font-mono">
              {/^u?int\d*$/.test(v.type)
                ? BigInt(v.value).toLocaleString('en-US')
                : v.value || <span className={muted}>(empty)</span>}
              {decimals !== null && decimals > 0 && AMOUNT_FUNCTIONS.has(fnName) && /^uint/.test(v.type) && (
                <span className={`${muted} ml-2 font-sans`}>= {scaledAmount(BigInt(v.value), decimals)}</span>
              )}
            </span>
          )}
        </span>
      ))}
    </span>
  );
}

/** The answer of one call, or its loading state, or why it failed. */
function CallAnswer({
  base,
  address,
  signature,
  data,
  decimals,
}: {
  base: string;
  address: string;
  signature: string;
  data: string;
  decimals: number | null;
}) {
  const fn = useMemo(() => readAbi(signature), [signature]);
  const { data: result, error, isPending } = useQuery(contractCallQuery(base, address, data));
  if (isPending) return <span className={muted}>reading…</span>;
  if (error)
    return (
      <span className={failure} role="alert">
        {errorText(error)}
      </span>
    );
  let values: ReadValue[];
  try {
    values = decodeRead(fn, result);
  } catch {
    return (
      <span className={failure}>
        The answer ({result}) does not decode as the outputs of {fn.name}
      </span>
    );
  }
  return <Values values={values} fnName={fn.name} decimals={decimals} />;
}

/** A read without inputs (name, symbol …), made when the panel opens. */
function AutoRead({
  base,
  address,
  fn,
  decimals,
}: {
  base: string;
  address: string;
  fn: ReadFunction;
  decimals: number | null;
}) {
  const abi = useMemo(() => readAbi(fn.signature), [fn.signature]);
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-mono font-medium text-slate-600 dark:text-slate-400">{abi.name}()</dt>
      <dd className="min-w-0 max-w-full break-words">
        <CallAnswer
          base={base}
          address={address}
          signature={fn.signature}
          data={encodeRead(abi, [])}
          decimals={decimals}
        />
      </dd>
    </div>
  );
}

/** A read with inputs: a small form, its call made when submitted; 0.0.N addresses are resolved first. */
function QueryRead({
  base,
  address,
  fn,
  decimals,
}: {
  base: string;
  address: string;
  fn: ReadFunction;
  decimals: number | null;
}) {
  const abi = useMemo(() => readAbi(fn.signature), [fn.signature]);
  const client = useQueryClient();
  const id = useId();
  const [texts, setTexts] = useState<string[]>(() => abi.inputs.map(() => ''));
  const [problems, setProblems] = useState<(string | null)[]>(() => abi.inputs.map(() => null));
  const [call, setCall] = useState<{ data: string } | { error: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = abi.inputs.map((p, i) => parseInput(p.type, texts[i] ?? ''));
    setProblems(parsed.map((p) => (p.ok ? null : `Expected ${p.error}`)));
    if (parsed.some((p) => !p.ok)) return setCall(null);
    setBusy(true);
    try {
      const args = await Promise.all(
        abi.inputs.map(async (p, i) => {
          const entity = p.type === 'address' ? entityIdInput(texts[i] ?? '') : null;
          return entity ? client.fetchQuery(evmAddressQuery(base, entity)) : (parsed[i] as { value: unknown }).value;
        }),
      );
      setCall({ data: encodeRead(abi, args) });
    } catch (error) {
      setCall({ error: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-name`} className="space-y-2 px-4 py-3">
      <h3 id={`${id}-name`} className="font-mono text-sm font-medium">
        {abi.name}({abi.inputs.map((p) => p.type).join(', ')})
      </h3>
      <div className="grid gap-2 sm:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]">
        {abi.inputs.map((p, i) => (
          <label key={i} className="block text-sm">
            <span className={muted}>
              {p.name || `arg ${i}`} <span className="font-mono text-xs">({p.type})</span>
            </span>
            <input
              className={input}
              value={texts[i]}
              onChange={(e) => setTexts((t) => t.map((v, j) => (j === i ? e.target.value : v)))}
              placeholder={p.type === 'address' ? '0.0.N or 0x…' : p.type.startsWith('uint') ? '0' : ''}
              aria-invalid={problems[i] ? true : undefined}
              aria-describedby={problems[i] ? `${id}-problem-${i}` : undefined}
              spellCheck={false}
              autoComplete="off"
            />
            {problems[i] && (
              <span id={`${id}-problem-${i}`} className={`${failure} text-xs`}>
                {problems[i]}
              </span>
            )}
          </label>
        ))}
      </div>
      <div className="flex flex-wrap items-baseline gap-3">
        <button type="submit" className={button} disabled={busy}>
          Query
        </button>
        <output aria-live="polite" className="min-w-0 text-sm">
          {call && 'error' in call && <span className={failure}>{call.error}</span>}
          {call && 'data' in call && (
            <CallAnswer base={base} address={address} signature={fn.signature} data={call.data} decimals={decimals} />
          )}
        </output>
      </div>
    </form>
  );
}

/**
 * A contract's (or a token's facade's) view functions of the standards it speaks: those without inputs read at
 * once, the others on the reader's inputs. Every call is a POST /api/v1/contracts/call from the browser.
 */
export default function ReadContract({ base, address, standards, functions }: ReadContractProps) {
  const autos = functions.filter((f) => f.auto);
  const queries = functions.filter((f) => !f.auto);
  const decimals = useDecimals(
    base,
    address,
    standards.includes('ERC-20') && functions.some((f) => f.signature.includes('decimals()')),
  );
  return (
    <div className="text-sm">
      <p className={`px-4 pt-3 ${muted}`}>
        Calls to <span className="break-all font-mono">{address}</span> at the latest block, through{' '}
        <span className="font-mono">POST /api/v1/contracts/call</span>.
      </p>
      {autos.length > 0 && (
        <dl className="divide-y divide-slate-100 dark:divide-slate-800">
          {autos.map((fn) => (
            <AutoRead key={fn.signature} base={base} address={address} fn={fn} decimals={decimals} />
          ))}
        </dl>
      )}
      <div className="divide-y divide-slate-100 border-t border-slate-100 dark:divide-slate-800 dark:border-slate-800">
        {queries.map((fn) => (
          <QueryRead key={fn.signature} base={base} address={address} fn={fn} decimals={decimals} />
        ))}
      </div>
    </div>
  );
}
