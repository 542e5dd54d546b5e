/**
 * Builds the OpenAPI 3.1 document of /api/v1 from the route documentation table and the Zod wire schemas the
 * handlers are typed and tested against, so the published response shapes cannot drift from the code.
 */
import { z, type ZodType } from 'zod';
import { int64 } from '../../../schemas/v1/common';
import { ErrorResponse } from '../../../schemas/v1/error';
import { Account } from '../../../schemas/v1/account';
import { NetworkNode } from '../../../schemas/v1/network-node';
import { Transaction } from '../../../schemas/v1/transaction';
import { limitParam } from './parameters';
import { openApiPath, routeDocs } from './route-docs';
import type { JsonSchema, ParamDoc, RouteDoc } from './types';

export interface OpenApiOptions {
  /** The configured API_LIMIT_DEFAULT / API_LIMIT_MAX (the reference documents 25 and 100). */
  defaultLimit?: number;
  maxLimit?: number;
  version?: string;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Item shapes worth a name of their own (they are shared by several answers). */
const SHARED_SCHEMAS: Record<string, ZodType> = { Transaction, Account, NetworkNode };

/** Zod → JSON Schema 2020-12 for every named schema, with int64 unions written as OpenAPI's int64 integer. */
function componentSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  const named = new Map<ZodType, string>(Object.entries(SHARED_SCHEMAS).map(([name, schema]) => [schema, name]));
  named.set(ErrorResponse, 'ErrorResponse');
  for (const doc of routeDocs) named.set(doc.response.schema, doc.response.name);
  for (const [schema, id] of named) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
    override: (ctx) => {
      // z.bigint() has no JSON Schema form; the wire value is a JSON integer that may exceed 2^53.
      if (ctx.zodSchema !== int64) return;
      const target = ctx.jsonSchema as JsonSchema;
      for (const key of Object.keys(target)) delete target[key];
      Object.assign(target, { type: 'integer', format: 'int64' });
    },
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema as JsonSchema;
      return [id, rest];
    }),
  );
}

function parameter(param: ParamDoc, options: Required<Pick<OpenApiOptions, 'defaultLimit' | 'maxLimit'>>) {
  const schema =
    param === limitParam
      ? { ...param.schema, default: options.defaultLimit, maximum: options.maxLimit }
      : param.schema;
  return {
    name: param.name,
    in: param.in,
    description: param.description,
    required: param.in === 'path' ? true : undefined,
    explode: param.explode,
    schema,
    example: param.example,
  };
}

interface ResponseObject {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
}

const errorContent = (description: string): ResponseObject => ({
  description,
  content: { 'application/json': { schema: ref('ErrorResponse') } },
});

function operation(doc: RouteDoc, options: Required<Pick<OpenApiOptions, 'defaultLimit' | 'maxLimit'>>) {
  const ok: ResponseObject = {
    description: 'OK',
    content: { 'application/json': { schema: ref(doc.response.name) } },
  };
  if (doc.paged) {
    ok.headers = {
      Link: { description: 'The next page as `<url>; rel="next"` (same URL as links.next)', schema: { type: 'string' } },
    };
  }
  const responses: Record<string, ResponseObject> = { '200': ok, '400': errorContent('Invalid parameter') };
  if (doc.notFound) responses['404'] = errorContent('Not found');
  return {
    operationId: doc.operationId,
    summary: doc.summary,
    description: doc.description,
    tags: [doc.tag],
    parameters: [...doc.path, ...doc.query].map((p) => parameter(p, options)),
    responses,
  };
}

/** The whole document; plain JSON (undefined members vanish when serialised). */
export function openApiDocument(options: OpenApiOptions = {}) {
  const limits = { defaultLimit: options.defaultLimit ?? 25, maxLimit: options.maxLimit ?? 100 };
  const paths: Record<string, { get: ReturnType<typeof operation> }> = {};
  for (const doc of routeDocs) paths[openApiPath(doc.pattern)] = { get: operation(doc, limits) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ledger Query Service REST API',
      version: options.version ?? '0.154.0',
      description:
        'Read-only ledger queries, answer for answer compatible with the Hiero Mirror Node REST API. int64 values are JSON integers that may exceed 2^53: parse them losslessly.',
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: [...new Set(routeDocs.map((d) => d.tag))].map((name) => ({ name })),
    paths,
    components: { schemas: componentSchemas() },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
