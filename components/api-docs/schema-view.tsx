import type { JsonSchema, SchemaMap } from './types';

const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** A one-line type label: `integer (int64)`, `string | null`, `Transaction[]`, `"asc" | "desc"`. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.$ref) return refName(schema.$ref);
  if (schema.anyOf) return schema.anyOf.map(typeLabel).join(' | ');
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ['any'];
  return types
    .map((t) => {
      if (t === 'array') return `${schema.items ? typeLabel(schema.items) : 'any'}[]`;
      return schema.format && t !== 'null' ? `${t} (${schema.format})` : t;
    })
    .join(' | ');
}

/** Names of the component schemas that fields of `schema` link to (transitively), for the Schemas section. */
export function linkedSchemas(schema: JsonSchema, schemas: SchemaMap, found = new Set<string>()): Set<string> {
  const visit = (s: JsonSchema | undefined, top: boolean) => {
    if (!s) return;
    if (s.$ref) {
      const name = refName(s.$ref);
      if (!top && found.has(name)) return;
      if (!top) found.add(name);
      visit(schemas[name], top);
      return;
    }
    Object.values(s.properties ?? {}).forEach((p) => visit(p, false));
    visit(s.items, top);
    s.anyOf?.forEach((o) => visit(o, top));
  };
  visit(schema, true);
  return found;
}

/** The object schema a field leads to (through $ref, arrays and nullable unions), if any. */
function objectOf(schema: JsonSchema, schemas: SchemaMap): { name?: string; schema: JsonSchema } | null {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    const target = schemas[name];
    const inner = target ? objectOf(target, schemas) : null;
    return inner ? { name, schema: inner.schema } : null;
  }
  if (schema.properties) return { schema };
  if (schema.items) return objectOf(schema.items, schemas);
  for (const option of schema.anyOf ?? []) {
    const found = objectOf(option, schemas);
    if (found) return found;
  }
  return null;
}

interface Props {
  schema: JsonSchema;
  schemas: SchemaMap;
  /** Named schemas already open above this one (stops recursion). */
  open?: readonly string[];
}

/** A JSON Schema as a nested field list; nested objects fold into native <details> (keyboard accessible). */
export function SchemaView({ schema, schemas, open = [] }: Props) {
  const target = objectOf(schema, schemas);
  if (!target?.schema.properties) return <p className="font-mono text-sm">{typeLabel(schema)}</p>;
  const required = new Set(target.schema.required ?? []);
  return (
    <ul className="space-y-1 border-l border-slate-200 pl-3 text-sm dark:border-slate-700">
      {Object.entries(target.schema.properties).map(([name, field]) => {
        const nested = objectOf(field, schemas);
        const label = (
          <>
            <code className="font-semibold text-slate-900 dark:text-slate-100">{name}</code>{' '}
            <span className="break-all font-mono text-xs text-sky-800 dark:text-sky-300">{typeLabel(field)}</span>
            {!required.has(name) && <span className="ml-1 text-xs text-slate-500 dark:text-slate-400">optional</span>}
          </>
        );
        if (!nested || (nested.name && open.includes(nested.name))) return <li key={name}>{label}</li>;
        // Named shapes (Transaction, Account, …) are described once in the Schemas section; link there.
        if (nested.name) {
          return (
            <li key={name}>
              {label}{' '}
              <a
                href={`#schema-${nested.name}`}
                className="text-xs text-sky-800 underline focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-sky-300"
              >
                see {nested.name}
              </a>
            </li>
          );
        }
        return (
          <li key={name}>
            <details>
              <summary className="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-sky-600">
                {label}
              </summary>
              <div className="mt-1">
                <SchemaView schema={field} schemas={schemas} open={nested.name ? [...open, nested.name] : open} />
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
