import Link from 'next/link';
import { PARAM_HINTS } from '@/lib/explorer/list-params';
import { restartHref, type ParamProblem } from '@/lib/explorer/list-query';
import { withNetwork } from '@/lib/explorer/networks';
import { Card } from './card';

const link = 'text-sky-700 underline hover:no-underline dark:text-sky-400';

/**
 * Shown instead of a list whose URL carries a parameter the page or the API refuses (a page size of "abc", an order
 * of "sideways", a cursor that is not one): which parameter, what it was given, what it takes, and the same list
 * without it. Hand-edited or truncated URLs are the usual cause, so the way out matters more than the error.
 */
export function ListProblem({
  title,
  pagePath,
  current,
  allowed,
  problems,
}: {
  title: string;
  pagePath: string;
  current: URLSearchParams;
  allowed: readonly string[];
  problems: ParamProblem[];
}) {
  const named = problems.filter((p) => p.param);
  const without = restartHref(pagePath, current, allowed, Object.fromEntries(named.map((p) => [p.param, null])));
  const params = named.map((p) => p.param);
  return (
    <Card id="list-problem" title={title}>
      <div className="space-y-3 p-4 text-sm">
        <p className="font-medium">
          {params.length > 0
            ? `This list cannot be shown: the ${params.length > 1 ? 'parameters' : 'parameter'} ${params.join(', ')} ${params.length > 1 ? 'are' : 'is'} not valid.`
            : 'This list cannot be shown: the API refused its parameters.'}
        </p>
        <ul className="space-y-2">
          {problems.map((p) => (
            <li
              key={p.param || p.message}
              className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 dark:border-amber-700 dark:bg-amber-950"
            >
              {p.param ? (
                <>
                  <code className="font-mono font-semibold">{p.param}</code>
                  {p.values.length > 0 && (
                    <>
                      {' '}
                      was given <span className="break-all font-mono">{p.values.map((v) => `“${v}”`).join(', ')}</span>
                    </>
                  )}
                  {PARAM_HINTS[p.param] && <>; it takes {PARAM_HINTS[p.param]}</>}.
                  {p.fromApi && (
                    <span className="block text-xs text-slate-700 dark:text-slate-300">The API said: {p.message}</span>
                  )}
                </>
              ) : (
                p.message
              )}
            </li>
          ))}
        </ul>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {params.length > 0 && (
            <Link href={without} prefetch={false} className={link}>
              Show the list without {params.join(', ')}
            </Link>
          )}
          <Link href={withNetwork(pagePath, current.get('network'))} prefetch={false} className={link}>
            Start the list from the beginning
          </Link>
        </p>
      </div>
    </Card>
  );
}
