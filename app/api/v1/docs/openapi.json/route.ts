// /api/v1/docs/openapi.json – the OpenAPI 3.1 document, generated from the Zod wire schemas on each request.
import { getConfig } from '@/lib/config';
import { openApiDocument } from '@/lib/api/v1/openapi/generate';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  const config = getConfig();
  const document = openApiDocument({ defaultLimit: config.API_LIMIT_DEFAULT, maxLimit: config.API_LIMIT_MAX });
  return Response.json(document, {
    headers: { 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*' },
  });
}
