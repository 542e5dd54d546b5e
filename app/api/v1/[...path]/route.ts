// /api/v1/* – the Mirror Node compatible ledger query API (one record per endpoint in lib/api/v1/routes/).
import { getApiContext } from '@/lib/api/v1/context';
import { handleV1 } from '@/lib/api/v1/router';

export const dynamic = 'force-dynamic';

const serve = async (request: Request) => handleV1(request, await getApiContext());

export { serve as GET, serve as HEAD, serve as POST, serve as PUT, serve as PATCH, serve as DELETE, serve as OPTIONS };
