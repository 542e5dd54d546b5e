// /api/v1/docs – the interactive API reference, rendered from the same generated OpenAPI document as openapi.json.
import type { Metadata } from 'next';
import { ApiReference } from '@/components/api-docs/api-reference';
import { openApiDocument } from '@/lib/api/v1/openapi/generate';
import { getConfig } from '@/lib/config';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'API reference' };

export default function ApiDocsPage() {
  const config = getConfig();
  const doc = openApiDocument({ defaultLimit: config.API_LIMIT_DEFAULT, maxLimit: config.API_LIMIT_MAX });
  return <ApiReference doc={doc} specUrl="/api/v1/docs/openapi.json" />;
}
