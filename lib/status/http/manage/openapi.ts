import { z, type ZodType } from 'zod';
import { ErrorResponseSchema } from '../../../schemas/status';
import { MANAGE_ROUTES } from './routes';
import { pathParamNames, type AnyManageRecord } from './record';

/**
 * The Manage API's OpenAPI 3.1 document, drawn from the route records (so it lists exactly what the router serves).
 * Served at /api/manage/v1/openapi.json without a key: it describes, it grants nothing.
 */

const jsonSchema = (schema: ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

const openApiPath = (pattern: string) => pattern.replace(/:([a-z_]+)/g, '{$1}');

function operation(record: AnyManageRecord) {
  const reference = { $ref: `#/components/schemas/${record.response.name}` };
  const errors = Object.fromEntries(
    [
      ['400', 'malformed body or path'],
      ['401', 'missing or wrong API key'],
      ['404', 'no such page or item'],
      ['409', 'stale version or updated_at'],
      ['422', 'a change the page does not allow (named in the message)'],
    ].map(([code, description]) => [
      code,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
  return {
    operationId: record.operationId,
    tags: [record.tag],
    summary: record.summary,
    parameters: pathParamNames(record.pattern).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...(record.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(record.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [String(record.response.status ?? 200)]: {
        description: 'success',
        content: {
          'application/json': { schema: record.response.list ? { type: 'array', items: reference } : reference },
        },
      },
      ...errors,
    },
  };
}

let built: unknown;

export function manageOpenApi(): unknown {
  if (built) return built;
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, unknown> = { Error: jsonSchema(ErrorResponseSchema, 'output') };
  for (const record of MANAGE_ROUTES) {
    (paths[openApiPath(record.pattern)] ??= {})[record.method.toLowerCase()] = operation(record);
    schemas[record.response.name] ??= jsonSchema(record.response.schema, 'output');
  }
  built = {
    openapi: '3.1.0',
    info: { title: 'Status page Manage API', version: '1', description: "Statuspage's Manage API v1 paths and bodies" },
    servers: [{ url: '/api/manage/v1' }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: {
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: '`OAuth <STATUS_ADMIN_TOKEN>` or `Bearer <…>`',
        },
      },
      schemas,
    },
    paths,
  };
  return built;
}
