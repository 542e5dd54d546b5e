import { ParameterTable } from './parameter-table';
import { SchemaView } from './schema-view';
import { TryIt } from './try-it';
import type { Endpoint, SchemaMap } from './types';

export function EndpointCard({ endpoint, schemas }: { endpoint: Endpoint; schemas: SchemaMap }) {
  const { path, operation } = endpoint;
  const headingId = `${operation.operationId}-title`;
  const ok = operation.responses['200']?.content?.['application/json']?.schema;
  const initial = Object.fromEntries(
    operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.example ?? '']),
  );
  const codes = Object.entries(operation.responses).filter(([code]) => code !== '200');
  return (
    <section
      id={operation.operationId}
      aria-labelledby={headingId}
      className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900/60"
    >
      <h3 id={headingId} className="flex flex-wrap items-baseline gap-2">
        <span className="rounded bg-emerald-100 px-1.5 py-0.5 font-mono text-xs font-bold text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-200">
          GET
        </span>
        <code className="break-all font-mono text-base font-semibold">{path}</code>
      </h3>
      <p className="mt-1 text-slate-800 dark:text-slate-200">{operation.summary}</p>
      {operation.description && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{operation.description}</p>
      )}
      <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        Parameters
      </h4>
      <ParameterTable parameters={operation.parameters} label={`Parameters of GET ${path}`} />
      <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        Response 200
      </h4>
      {ok ? <SchemaView schema={ok} schemas={schemas} /> : <p className="text-sm">No body.</p>}
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {codes.map(([code, r]) => `${code}: ${r.description}`).join(' · ')} — body{' '}
        <code className="text-xs">{'{"_status":{"messages":[{"message":"…"}]}}'}</code>
      </p>
      <details className="mt-4 rounded-md border border-slate-200 p-3 open:bg-slate-50 dark:border-slate-800 dark:open:bg-slate-950/40">
        <summary className="cursor-pointer font-medium text-sky-800 focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-sky-300">
          Try it
        </summary>
        <div className="mt-3">
          <TryIt path={path} parameters={operation.parameters} initial={initial} />
        </div>
      </details>
    </section>
  );
}
