/**
 * One record per /api/v1 endpoint: everything the router, the OpenAPI document, the cache headers and the
 * route-wide tests need to know about it, next to its handler.
 *
 * Adding an endpoint: its wire schema (lib/schemas/v1), its SQL and row mapping (lib/ledger), its record in the
 * resource's file under ./routes (a new resource file is one more line in routes/index.ts), and a test beside it,
 * with its max-age added to the pinned table of routes/index.test.ts. Routing, OpenAPI, Cache-Control, ETags, and
 * the hostile-input, query-plan and schema-against-samples tests then cover it without further lists.
 */
import type { z, ZodType } from 'zod';
import type { DocumentedQuerySpecs, ParamDoc, ParsedQuery, UnknownKeys } from '../params';
import type { QueryParams } from '../query';
import type { ApiContext } from './context';
import type { SampleValues } from './samples';

/** `'/api/v1/accounts/:id/allowances/crypto'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface V1Request<P extends string, Q extends DocumentedQuerySpecs> {
  /** Path as requested, e.g. `/api/v1/blocks/12` (used to build `links.next`). */
  path: string;
  params: Record<PathParamNames<P>, string>;
  query: QueryParams;
  ctx: ApiContext;
  /** The query string read with the route's parameters; called where the reference validates it (before or after the path). */
  parseQuery(): ParsedQuery<Q>;
}

/**
 * A body cached for its own number of seconds instead of the route's (e.g. a schedule that can no longer change),
 * or answered with another 2xx status than 200.
 */
export class AnswerWithMaxAge<T> {
  constructor(
    readonly body: T,
    readonly maxAge: number,
    readonly status = 200,
  ) {}
}

export const withMaxAge = <T>(body: T, seconds: number) => new AnswerWithMaxAge(body, seconds);

/** 206 Partial Content: the reference's answer when part of an item is missing (a contract result without its call result). */
export const partialContent = <T>(body: T, seconds: number) => new AnswerWithMaxAge(body, seconds, 206);

/** A `text/plain` answer instead of the route's JSON (e.g. `/network/supply?q=circulating`, read by price sites). */
export class PlainTextAnswer {
  constructor(readonly text: string) {}
}

export type OperationTag =
  | 'accounts'
  | 'airdrops'
  | 'allowances'
  | 'balances'
  | 'blocks'
  | 'contracts'
  | 'network'
  | 'schedules'
  | 'tokens'
  | 'topics'
  | 'transactions';

export interface RouteRecord<P extends string, Q extends DocumentedQuerySpecs, S extends ZodType> {
  /** `/api/v1/blocks/:hashOrNumber` style pattern. */
  pattern: P;
  operationId: string;
  tag: OperationTag;
  summary: string;
  description?: string;
  path: { [K in PathParamNames<P>]: ParamDoc };
  /** The query parameters the route accepts, in documentation order; `limit` and `order` make it a paged list. */
  query: Q;
  /**
   * 'ignore' on the endpoints the reference serves from its Java service (rest-java, behind the same /api/v1): Spring
   * binds the parameters a handler declares and skips any other, so `/network/stake?timestamp=…` is a 200 there, and
   * clients send such extras (an SDK passes its optional `timestamp` to every network endpoint). Default 'reject':
   * the JavaScript service's 400 `Unknown query parameter`, as recorded.
   */
  unknownQuery?: UnknownKeys;
  /**
   * 'rest-java' on the endpoints the reference serves from its Java service with its own answers (every
   * `/network/*` path since 0.154): JSON and plain text are `application/json;charset=UTF-8` and
   * `text/plain;charset=UTF-8`, errors included. Default: the JavaScript service's content types.
   */
  module?: 'rest-java';
  /** The wire schema of a 200; the name becomes its `components.schemas` key. */
  response: { name: string; schema: S };
  /** Cache-Control max-age of a 200, in seconds, as the reference's rest/config/application.yml sets it. */
  maxAge: number;
  /** Typical requests on a demo ledger, the first one answering a non-empty 200; read by the route-wide tests. */
  samples(values: SampleValues): [string, ...string[]];
  /** Thrown HttpErrors become the reference's error answers. */
  handler(request: V1Request<P, Q>): Promise<z.output<S> | AnswerWithMaxAge<z.output<S>> | PlainTextAnswer>;
}

/** A record with its types checked against each other (handler against schema, path docs against pattern). */
export const route = <const P extends string, Q extends DocumentedQuerySpecs, S extends ZodType>(
  record: RouteRecord<P, Q, S>,
) => record;

export type AnyRoute = RouteRecord<string, DocumentedQuerySpecs, ZodType>;

/** Whether a route pages its answers (`links.next` and the Link header). */
export const isPaged = (record: AnyRoute) => Object.hasOwn(record.query, 'limit');

/** Whether a route can answer 404: its path names an item (or an account) that may not exist. */
export const canBeNotFound = (record: AnyRoute) => record.pattern.includes(':');

/** `/api/v1/blocks/:hashOrNumber` → `['hashOrNumber']`. */
export const pathParamNames = (pattern: string) => [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
