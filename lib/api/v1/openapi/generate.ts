/**
 * Builds the OpenAPI 3.1 document of /api/v1 from the route records: their parameters as the parser reads them and
 * the Zod wire schemas the handlers are typed against, so the published shapes cannot drift from the code.
 */
import { z, type ZodType } from 'zod';
import { int64 } from '../../../schemas/v1/common';
import { ErrorResponse } from '../../../schemas/v1/error';
import { Account } from '../../../schemas/v1/account';
import { ContractCallRequest, ContractCallResponse, Web3ErrorResponse } from '../../../schemas/v1/contract-call';
import { FeeEstimateResponse } from '../../../schemas/v1/fee-estimate';
import { NetworkNode } from '../../../schemas/v1/network-node';
import { Transaction } from '../../../schemas/v1/transaction';
import type { DocumentedQuerySpecs, JsonSchema, ParamDoc } from '../../params';
import { canBeNotFound, isPaged, pathParamNames, type AnyRoute } from '../route';
import { postRoutes, type PostRoute } from '../post-routes';
import { routes } from '../routes';

export interface OpenApiOptions {
  /** The configured API_LIMIT_DEFAULT / API_LIMIT_MAX (the reference documents 25 and 100). */
  defaultLimit?: number;
  maxLimit?: number;
  version?: string;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Item shapes worth a name of their own (they are shared by several answers). */
const SHARED_SCHEMAS: Record<string, ZodType> = {
  Transaction,
  Account,
  NetworkNode,
  FeeEstimateResponse,
  ContractCallRequest,
  ContractCallResponse,
  Web3ErrorResponse,
};

/** Zod → JSON Schema 2020-12 for every named schema, with int64 unions written as OpenAPI's int64 integer. */
function componentSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  const named = new Map<ZodType, string>(Object.entries(SHARED_SCHEMAS).map(([name, schema]) => [schema, name]));
  named.set(ErrorResponse, 'ErrorResponse');
  for (const route of routes) named.set(route.response.schema, route.response.name);
  for (const [schema, id] of named) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
    override: (ctx) => {
      // An object with no properties (a registered node's `mirror_node: {}` marker) needs no empty property list.
      const json = ctx.jsonSchema as JsonSchema;
      if (json.type === 'object' && json.properties && Object.keys(json.properties).length === 0)
        delete json.properties;
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

type Limits = Required<Pick<OpenApiOptions, 'defaultLimit' | 'maxLimit'>>;

/** `/api/v1/blocks/:hashOrNumber` → `/api/v1/blocks/{hashOrNumber}`. */
export function openApiPath(pattern: string): string {
  return pattern.replace(/:([A-Za-z]+)/g, '{$1}');
}

function parameter(name: string, place: 'path' | 'query', doc: ParamDoc) {
  return {
    name,
    in: place,
    description: doc.description,
    required: place === 'path' ? true : undefined,
    explode: doc.explode,
    schema: doc.schema,
    example: doc.example,
  };
}

/** The documentation of one query parameter; `limit` and `order` read their bounds and defaults from the route. */
function queryParamDoc(spec: DocumentedQuerySpecs[string], limits: Limits): ParamDoc {
  if ('doc' in spec) return spec.doc;
  if (spec.kind === 'order') {
    return {
      description: 'The order in which items are listed',
      schema: { type: 'string', enum: ['asc', 'desc'], default: spec.default },
      example: spec.default === 'asc' ? 'desc' : 'asc',
    };
  }
  return {
    description: 'The maximum number of items to return',
    schema: {
      type: 'integer',
      format: 'int32',
      minimum: 1,
      maximum: spec.fixed?.max ?? limits.maxLimit,
      default: spec.fixed?.default ?? limits.defaultLimit,
    },
    example: '5',
  };
}

/** Each query parameter with its documentation, as the interactive page and the tests read them. */
export function documentedQuery(route: AnyRoute, limits: Limits = { defaultLimit: 25, maxLimit: 100 }) {
  return Object.entries(route.query).map(([name, spec]) => ({ name, doc: queryParamDoc(spec, limits) }));
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

function operation(route: AnyRoute, limits: Limits) {
  const ok: ResponseObject = {
    description: 'OK',
    content: { 'application/json': { schema: ref(route.response.name) } },
  };
  if (isPaged(route)) {
    ok.headers = {
      Link: {
        description: 'The next page as `<url>; rel="next"` (same URL as links.next)',
        schema: { type: 'string' },
      },
    };
  }
  const responses: Record<string, ResponseObject> = { '200': ok, '400': errorContent('Invalid parameter') };
  if (canBeNotFound(route)) responses['404'] = errorContent('Not found');
  const pathDocs: Record<string, ParamDoc> = route.path;
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: route.description,
    tags: [route.tag],
    parameters: [
      ...pathParamNames(route.pattern).map((name) => parameter(name, 'path', pathDocs[name]!)),
      ...documentedQuery(route, limits).map(({ name, doc }) => parameter(name, 'query', doc)),
    ],
    responses,
  };
}

/** A POST route's operation, from its record's documentation (lib/api/v1/post-routes.ts). */
function postOperation(route: PostRoute) {
  const { doc } = route;
  const content = (schema: string) => ({
    schema: schema === 'binary' ? { type: 'string', format: 'binary' } : ref(schema),
  });
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    parameters: (doc.parameters ?? []).map((p) => ({ ...p, in: 'query' as const })),
    requestBody: {
      required: true,
      content: Object.fromEntries(Object.entries(doc.requestBody).map(([type, schema]) => [type, content(schema)])),
    },
    responses: Object.fromEntries(
      Object.entries(doc.responses).map(([status, r]): [string, ResponseObject] => [
        status,
        r.schema
          ? { description: r.description, content: { 'application/json': content(r.schema) } }
          : { description: r.description },
      ]),
    ),
  };
}

/** The whole document; plain JSON (undefined members vanish when serialised). */
export function openApiDocument(options: OpenApiOptions = {}) {
  const limits = { defaultLimit: options.defaultLimit ?? 25, maxLimit: options.maxLimit ?? 100 };
  const paths: Record<string, { get?: ReturnType<typeof operation>; post?: ReturnType<typeof postOperation> }> = {};
  for (const route of routes) paths[openApiPath(route.pattern)] = { get: operation(route, limits) };
  for (const route of postRoutes) paths[route.pattern] = { ...paths[route.pattern], post: postOperation(route) };
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
    tags: [...new Set([...routes, ...postRoutes].map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: { schemas: componentSchemas() },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
