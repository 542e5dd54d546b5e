import type { ZodType } from 'zod';

/** A JSON Schema fragment (OpenAPI 3.1 uses JSON Schema 2020-12). */
export type JsonSchema = Record<string, unknown>;

/** One path or query parameter as the reference's openapi.yml documents it. */
export interface ParamDoc {
  name: string;
  in: 'path' | 'query';
  description: string;
  schema: JsonSchema;
  /** Query parameters that may be repeated (`timestamp=gt:1&timestamp=lt:2`). */
  explode?: boolean;
  /** A value that works on the demo ledger; the interactive page pre-fills nothing but shows it as a hint. */
  example?: string;
  /** Other query parameters this one needs to be accepted (e.g. `serialnumber` needs `token.id`). */
  requires?: string[];
}

/** A named Zod wire schema; the name becomes its `components.schemas` key. */
export interface NamedSchema {
  name: string;
  schema: ZodType;
}

/** The documentation of one route of `lib/api/v1/routes.ts`, keyed by the same pattern. */
export interface RouteDoc {
  pattern: string;
  operationId: string;
  tag: 'accounts' | 'airdrops' | 'allowances' | 'blocks' | 'contracts' | 'network' | 'schedules' | 'tokens' | 'transactions';
  summary: string;
  description?: string;
  /** Path parameters, in the order they appear in the pattern. */
  path: ParamDoc[];
  query: ParamDoc[];
  response: NamedSchema;
  /** Whether the route can answer 404 (single items and routes under one account). */
  notFound: boolean;
  /** Whether the answer carries `links.next` (and the `Link` header). */
  paged: boolean;
}
