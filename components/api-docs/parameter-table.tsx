import { typeLabel } from './schema-view';
import type { ApiParameter } from './types';

/** Constraints worth showing next to the type: pattern, range, default. */
function constraints(p: ApiParameter): string[] {
  const s = p.schema.type === 'array' && p.schema.items ? { ...p.schema.items, default: p.schema.default } : p.schema;
  const out: string[] = [];
  if (s.minimum !== undefined || s.maximum !== undefined) out.push(`${s.minimum ?? '…'}–${s.maximum ?? '…'}`);
  if (s.default !== undefined) out.push(`default ${String(s.default)}`);
  if (p.explode) out.push('repeatable');
  return out;
}

/** `label` names the table's scroll region: on a phone it scrolls sideways, and keyboard users must reach it too. */
export function ParameterTable({ parameters, label }: { parameters: ApiParameter[]; label: string }) {
  if (parameters.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No parameters.</p>;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full text-left text-sm">
        <thead className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
          <tr>
            <th scope="col" className="py-1 pr-3">
              Name
            </th>
            <th scope="col" className="py-1 pr-3">
              In
            </th>
            <th scope="col" className="py-1">
              Type and rules
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {parameters.map((p) => {
            const enumLike = p.schema.enum && p.schema.enum.length > 8;
            return (
              <tr key={`${p.in}:${p.name}`} className="align-top">
                <th scope="row" className="py-2 pr-3 font-mono font-semibold">
                  {p.name}
                  {p.required && (
                    <span className="ml-1 text-rose-700 dark:text-rose-400" title="required">
                      *
                    </span>
                  )}
                </th>
                <td className="py-2 pr-3">{p.in}</td>
                <td className="py-2">
                  <span className="font-mono text-xs text-sky-800 dark:text-sky-300">
                    {enumLike ? `one of ${p.schema.enum!.length} names` : typeLabel(p.schema)}
                  </span>
                  {constraints(p).length > 0 && (
                    <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">
                      {constraints(p).join(' · ')}
                    </span>
                  )}
                  {(p.schema.pattern ?? p.schema.items?.pattern) && (
                    <code className="mt-1 block break-all text-xs text-slate-600 dark:text-slate-400">
                      {p.schema.pattern ?? p.schema.items?.pattern}
                    </code>
                  )}
                  {p.description && <p className="mt-1 text-slate-700 dark:text-slate-300">{p.description}</p>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
