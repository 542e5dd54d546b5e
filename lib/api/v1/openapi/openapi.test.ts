import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db';
import { ErrorResponse } from '../../../schemas/v1/error';
import type { ApiContext } from '../context';
import { demoContext, getJson, openDemoLedger } from '../demo-ledger.test-helpers';
import { findSampleValues } from '../samples';
import { pathParamNames } from '../route';
import { postRoutes } from '../post-routes';
import { routes } from '../routes';
import type { SampleValues } from '../samples';
import { documentedQuery, openApiDocument, openApiPath } from './generate';

const doc = openApiDocument();
type Json = Record<string, unknown>;

/** Every `$ref` string anywhere in a JSON value. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

function resolve(pointer: string): unknown {
  expect(pointer.startsWith('#/')).toBe(true);
  return pointer
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], doc);
}

describe('route documentation', () => {
  it('documents every route pattern exactly once, with each of its path parameters', () => {
    const patterns = new Set([...routes.map((r) => openApiPath(r.pattern)), ...postRoutes.map((r) => r.pattern)]);
    expect(Object.keys(doc.paths).sort()).toEqual([...patterns].sort());
    for (const route of routes)
      expect(Object.keys(route.path).sort(), route.pattern).toEqual(pathParamNames(route.pattern).sort());
  });
});

describe('the generated document', () => {
  it('is structurally valid OpenAPI 3.1', () => {
    const json = JSON.parse(JSON.stringify(doc)) as Json; // serialisable: no bigint, no functions
    expect(json.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    const operationIds = new Set<string>();
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      [item.get, item.post].flatMap((op) => (op ? [[path, op] as const] : [])),
    );
    for (const [path, op] of operations) {
      expect(path.startsWith('/')).toBe(true);
      expect(operationIds.has(op.operationId)).toBe(false);
      operationIds.add(op.operationId);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const pathParams = op.parameters.filter((p) => p.in === 'path');
      expect(pathParams.map((p) => p.name)).toEqual(templated);
      pathParams.forEach((p) => expect('required' in p && p.required).toBe(true));
      const keys = op.parameters.map((p) => `${p.in}:${p.name}`);
      expect(new Set(keys).size, path).toBe(keys.length);
      for (const p of op.parameters) {
        expect(['path', 'query']).toContain(p.in);
        expect(typeof p.schema).toBe('object');
        expect(p.description).toBeTruthy();
      }
      for (const [code, response] of Object.entries(op.responses)) {
        expect(code).toMatch(/^[1-5]\d\d$/);
        expect(response.description).toBeTruthy();
      }
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400']));
      expect(op.tags.every((t) => doc.tags.some((tag) => tag.name === t))).toBe(true);
    }
    for (const pointer of refs(doc)) expect(resolve(pointer), pointer).toBeTruthy();
  });

  it('writes int64 fields as integer/int64 and the error body as the reference shape', () => {
    const block = doc.components.schemas.Block as { properties: Record<string, Json> };
    expect(block.properties.number).toEqual({ type: 'integer', format: 'int64' });
    expect(JSON.stringify(doc)).not.toContain('{}'); // nothing left unrepresented (bigint)
    const error = doc.components.schemas.ErrorResponse as { required: string[] };
    expect(error.required).toEqual(['_status']);
  });

  it("documents the POST endpoints with their bodies and their modules' error shapes", () => {
    for (const route of postRoutes) {
      const op = doc.paths[route.pattern]!.post!;
      expect(op.operationId).toBe(route.operationId);
      expect(Object.keys(op.requestBody.content).length).toBeGreaterThan(0);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '415']));
    }
    expect(doc.paths['/api/v1/contracts/call']!.post!.requestBody.content['application/json']).toEqual({
      schema: { $ref: '#/components/schemas/ContractCallRequest' },
    });
    expect(doc.paths['/api/v1/contracts/call']!.post!.responses['429']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Web3ErrorResponse' } } },
    });
    // The fee estimate shares its path with GET /network/fees: both operations are there.
    expect(doc.paths['/api/v1/network/fees']!.get).toBeDefined();
    expect(doc.paths['/api/v1/network/fees']!.post!.operationId).toBe('estimateFees');
  });

  it('takes the configured limits', () => {
    const custom = openApiDocument({ defaultLimit: 10, maxLimit: 50 });
    const limit = custom.paths['/api/v1/transactions']!.get!.parameters.find((p) => p.name === 'limit');
    expect(limit?.schema).toMatchObject({ default: 10, maximum: 50, minimum: 1 });
  });
});

describe('documented schemas against real answers (demo ledger)', () => {
  let db: Db;
  let ctx: ApiContext;
  let samples: SampleValues;

  beforeAll(async () => {
    db = await openDemoLedger();
    ctx = demoContext(db);
    samples = await findSampleValues(db);
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  it('each documented 200 schema validates the answer of every sample request of its route', async () => {
    for (const route of routes) {
      const ownPath = new RegExp(`^${route.pattern.replace(/:[A-Za-z]+/g, '[^/?]+')}(\\?|$)`);
      for (const url of route.samples(samples)) {
        expect(url, route.pattern).toMatch(ownPath);
        const answer = await getJson(ctx, url);
        expect(answer.status, url).toBe(200);
        const parsed = route.response.schema.safeParse(answer.body);
        expect(parsed.success, `${url}: ${parsed.error?.message}`).toBe(true);
      }
      expect(doc.paths[openApiPath(route.pattern)], route.pattern).toBeDefined();
    }
  });

  it('every documented query parameter is accepted with its example value', async () => {
    for (const route of routes) {
      const query = documentedQuery(route);
      const examples = new Map(query.map(({ name, doc: paramDoc }) => [name, paramDoc.example]));
      for (const { name, doc: paramDoc } of query) {
        if (paramDoc.example === undefined) continue;
        const params = new URLSearchParams([[name, paramDoc.example]]);
        for (const required of paramDoc.requires ?? []) params.append(required, examples.get(required) ?? '');
        const url = `${route.samples(samples)[0]}?${params}`;
        const answer = await getJson(ctx, url);
        expect(answer.status, `${url} ${answer.status === 200 ? '' : JSON.stringify(answer.body)}`).toBe(200);
      }
    }
  });

  it('errors match the documented error schema', async () => {
    const notFound = await getJson(ctx, '/api/v1/schedules/0.0.999999');
    expect(notFound.status).toBe(404);
    expect(ErrorResponse.safeParse(notFound.body).success).toBe(true);
    const invalid = await getJson(ctx, '/api/v1/blocks?limit=0');
    expect(invalid.status).toBe(400);
    expect(ErrorResponse.safeParse(invalid.body).success).toBe(true);
  });
});
