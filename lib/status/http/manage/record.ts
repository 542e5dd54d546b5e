import type { z, ZodType } from 'zod';
import type { StatusContext } from '../../context';
import type { ManageRequest, ManageResult } from '../../authoring/request';

/**
 * One record per Manage API endpoint: the router, the OpenAPI document (./openapi.ts) and the tests read these, so
 * an endpoint is added in one place (its record in ./routes.ts, its function in lib/status/authoring).
 */

/** `/pages/:page_id/incidents/:incident_id` → `'page_id' | 'incident_id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type ManageMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type ManageTag =
  'pages' | 'components' | 'component groups' | 'incidents' | 'subscribers' | 'incident templates';

export interface ManageRecord<P extends string, B extends ZodType | undefined> {
  method: ManageMethod;
  /** Below `/api/manage/v1`, Statuspage's spelling: `/pages/:page_id/component-groups`. */
  pattern: P;
  operationId: string;
  tag: ManageTag;
  summary: string;
  /** The JSON body's schema; absent: the endpoint reads no body. A body that does not parse is a 400 naming the field. */
  body?: B;
  /** The schema of a success's body, documented in the OpenAPI document (components.schemas[name]). */
  response: { name: string; schema: ZodType; list?: boolean; status?: 200 | 201 };
  handler(
    ctx: StatusContext,
    req: ManageRequest<Record<PathParamNames<P>, string>, B extends ZodType ? z.output<B> : undefined>,
  ): Promise<ManageResult>;
}

/** A record with its handler checked against its path and body (the router then needs no casts). */
export const manageRecord = <const P extends string, B extends ZodType | undefined = undefined>(
  record: ManageRecord<P, B>,
) => record as unknown as AnyManageRecord;

/** What the router handles: a handler taking the path's parameters by name and the parsed body. */
export interface AnyManageRecord {
  method: ManageMethod;
  pattern: string;
  operationId: string;
  tag: ManageTag;
  summary: string;
  body?: ZodType;
  response: { name: string; schema: ZodType; list?: boolean; status?: 200 | 201 };
  handler(ctx: StatusContext, req: ManageRequest<Record<string, string>, unknown>): Promise<ManageResult>;
}

export const pathParamNames = (pattern: string) => [...pattern.matchAll(/:([a-z_]+)/g)].map((m) => m[1]!);
