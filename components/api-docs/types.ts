/** The parts of the generated OpenAPI document the reference page reads (see lib/api/v1/openapi/generate.ts). */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

export interface ApiParameter {
  name: string;
  in: 'path' | 'query';
  description?: string;
  required?: boolean;
  explode?: boolean;
  schema: JsonSchema;
  example?: string;
}

export interface ApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters: ApiParameter[];
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

export interface Endpoint {
  path: string;
  operation: ApiOperation;
}

export type SchemaMap = Record<string, JsonSchema>;
