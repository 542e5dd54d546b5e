// /api/v1/* – the Mirror Node compatible ledger query API (one record per endpoint in lib/api/v1/routes/), as Next.js
// serves it (next dev, next start); npm start answers it from node:http (lib/api/v1/node-listener.ts).
import { getApiContext } from '@/lib/api/v1/context';
import { v1RateLimited } from '@/lib/api/v1/rate-limit';
import { handleV1 } from '@/lib/api/v1/router';
import { getConfig } from '@/lib/config';

export const dynamic = 'force-dynamic';

const serve = async (request: Request) =>
  (await v1RateLimited(request, getConfig())) ?? handleV1(request, await getApiContext());

export { serve as GET, serve as HEAD, serve as POST, serve as PUT, serve as PATCH, serve as DELETE, serve as OPTIONS };
