import { EndpointCard } from './endpoint-card';
import { linkedSchemas, SchemaView } from './schema-view';
import type { ApiOperation, Endpoint, SchemaMap } from './types';

interface Doc {
  info: { title: string; version: string; description?: string };
  tags: { name: string }[];
  paths: Record<string, { get?: ApiOperation }>;
  components: { schemas: SchemaMap };
}

const title = (tag: string) => tag.charAt(0).toUpperCase() + tag.slice(1);

/** The whole reference: an endpoint index (a sidebar on wide screens, a foldable list on phones) and one card per route. */
export function ApiReference({ doc, specUrl }: { doc: Doc; specUrl: string }) {
  // The page tries GET operations; the POST endpoints (contracts/call, network/fees) are in the OpenAPI document.
  const endpoints: Endpoint[] = Object.entries(doc.paths).flatMap(([path, item]) =>
    item.get ? [{ path, operation: item.get }] : [],
  );
  const groups = doc.tags.map((t) => ({
    tag: t.name,
    endpoints: endpoints.filter((e) => e.operation.tags.includes(t.name)),
  }));
  const shared = new Set<string>();
  for (const e of endpoints) {
    const ok = e.operation.responses['200']?.content?.['application/json']?.schema;
    if (ok) linkedSchemas(ok, doc.components.schemas, shared);
  }
  const index = (
    <ul className="space-y-3 text-sm">
      {groups.map((g) => (
        <li key={g.tag}>
          <span className="font-semibold">{title(g.tag)}</span>
          <ul className="mt-1 space-y-1">
            {g.endpoints.map((e) => (
              <li key={e.operation.operationId}>
                <a
                  href={`#${e.operation.operationId}`}
                  className="block break-all rounded px-1 font-mono text-xs text-sky-800 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-sky-300"
                >
                  {e.path.replace('/api/v1', '')}
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="lg:grid lg:grid-cols-[16rem_1fr] lg:gap-8">
      <nav aria-label="Endpoints" className="mb-6 lg:mb-0">
        <details className="rounded-lg border border-slate-200 p-3 lg:hidden dark:border-slate-800">
          <summary className="cursor-pointer font-medium focus-visible:outline-2 focus-visible:outline-sky-600">
            Endpoints ({endpoints.length})
          </summary>
          <div className="mt-3">{index}</div>
        </details>
        <div className="sticky top-4 hidden max-h-[calc(100vh-2rem)] overflow-y-auto lg:block">{index}</div>
      </nav>
      <div className="min-w-0 space-y-8">
        <header className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight">{doc.info.title}</h1>
          <p className="text-slate-700 dark:text-slate-300">{doc.info.description}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Interface {doc.info.version} · base URL <code>/api/v1</code> · lists page with <code>links.next</code> (also
            sent as a <code>Link</code> header) · machine-readable:{' '}
            <a
              href={specUrl}
              className="text-sky-800 underline focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-sky-300"
            >
              OpenAPI 3.1 document
            </a>
          </p>
        </header>
        {groups.map((g) => (
          <section key={g.tag} aria-labelledby={`tag-${g.tag}`} className="space-y-4">
            <h2 id={`tag-${g.tag}`} className="text-xl font-semibold">
              {title(g.tag)}
            </h2>
            {g.endpoints.map((e) => (
              <EndpointCard key={e.operation.operationId} endpoint={e} schemas={doc.components.schemas} />
            ))}
          </section>
        ))}
        <section aria-labelledby="schemas-title" className="space-y-4">
          <h2 id="schemas-title" className="text-xl font-semibold">
            Schemas
          </h2>
          {[...shared].sort().map((name) => (
            <section
              key={name}
              id={`schema-${name}`}
              aria-labelledby={`schema-${name}-title`}
              className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900/60"
            >
              <h3 id={`schema-${name}-title`} className="mb-2 font-mono font-semibold">
                {name}
              </h3>
              <SchemaView
                schema={{ $ref: `#/components/schemas/${name}` }}
                schemas={doc.components.schemas}
                open={[name]}
              />
            </section>
          ))}
        </section>
      </div>
    </div>
  );
}
