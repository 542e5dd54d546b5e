'use client';

import { useId, useState, type FormEvent } from 'react';
import { prettyJson } from './pretty-json';
import type { ApiParameter } from './types';

interface Result {
  url: string;
  status: number;
  statusText: string;
  ms: number;
  headers: [string, string][];
  body: string;
}

/** The request URL: path parameters substituted, repeatable query values split on whitespace. */
export function buildUrl(path: string, parameters: ApiParameter[], values: Record<string, string>): string {
  let url = path;
  const query = new URLSearchParams();
  for (const p of parameters) {
    const value = (values[p.name] ?? '').trim();
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value || `{${p.name}}`));
    else if (value) for (const part of p.explode ? value.split(/\s+/) : [value]) query.append(p.name, part);
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

function ParameterInput({
  p,
  id,
  value,
  onChange,
}: {
  p: ApiParameter;
  id: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const options = p.schema.type === 'boolean' ? ['true', 'false'] : (p.schema.enum?.map(String) ?? null);
  const hintId = `${id}-hint`;
  const hint = p.explode
    ? 'Several values: separate with spaces, e.g. gte:1 lt:2'
    : p.example
      ? `e.g. ${p.example}`
      : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        <span className="font-mono">{p.name}</span>
        <span className="ml-1 text-xs font-normal text-slate-500 dark:text-slate-400">
          ({p.in}
          {p.required ? ', required' : ''})
        </span>
      </label>
      {options ? (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
          <option value="">(not set)</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          value={value}
          required={p.required}
          placeholder={p.example ?? ''}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => onChange(e.target.value)}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          className={inputClass}
        />
      )}
      {hint && !options && (
        <p id={hintId} className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}

/** "Try it": fill the parameters, send the GET, see status, headers and the JSON body. */
export function TryIt({
  path,
  parameters,
  initial,
}: {
  path: string;
  parameters: ApiParameter[];
  initial: Record<string, string>;
}) {
  const baseId = useId();
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const url = buildUrl(path, parameters, values);

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const started = performance.now();
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
      const body = await response.text();
      setResult({
        url,
        status: response.status,
        statusText: response.statusText,
        ms: Math.round(performance.now() - started),
        headers: [...response.headers.entries()],
        body: prettyJson(body),
      });
    } catch (e) {
      setResult(null);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  const ok = result && result.status < 400;
  return (
    <form onSubmit={send} className="space-y-3" aria-label={`Try GET ${path}`}>
      {parameters.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2">
          {parameters.map((p) => (
            <ParameterInput
              key={`${p.in}:${p.name}`}
              p={p}
              id={`${baseId}-${p.in}-${p.name}`}
              value={values[p.name] ?? ''}
              onChange={(v) => setValues((old) => ({ ...old, [p.name]: v }))}
            />
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-60 dark:bg-sky-600 dark:hover:bg-sky-500"
        >
          {busy ? 'Sending…' : 'Send request'}
        </button>
        <code className="min-w-0 flex-1 break-all text-xs text-slate-600 dark:text-slate-400">GET {url}</code>
      </div>
      <div aria-live="polite">
        {error && (
          <p role="alert" className="text-sm text-rose-700 dark:text-rose-400">
            Request failed: {error}
          </p>
        )}
        {result && (
          <div className="space-y-2 rounded-md border border-slate-200 p-3 dark:border-slate-800">
            <p className="text-sm">
              <span
                className={`rounded px-1.5 py-0.5 font-mono font-semibold ${ok ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-200' : 'bg-rose-100 text-rose-900 dark:bg-rose-900/50 dark:text-rose-200'}`}
              >
                {result.status} {result.statusText}
              </span>
              <span className="ml-2 text-slate-600 dark:text-slate-400">{result.ms} ms</span>
            </p>
            <details>
              <summary className="cursor-pointer text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-600">
                Headers ({result.headers.length})
              </summary>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs">
                {result.headers.map(([name, value]) => (
                  <div key={name} className="contents">
                    <dt className="font-mono font-semibold">{name}</dt>
                    <dd className="break-all font-mono">{value}</dd>
                  </div>
                ))}
              </dl>
            </details>
            <pre
              tabIndex={0}
              aria-label="Response body"
              className="max-h-96 overflow-auto rounded bg-slate-100 p-2 text-xs focus-visible:outline-2 focus-visible:outline-sky-600 dark:bg-slate-900"
            >
              {result.body}
            </pre>
          </div>
        )}
      </div>
    </form>
  );
}
