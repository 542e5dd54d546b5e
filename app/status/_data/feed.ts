import 'server-only';
import { feedResponse as buildFeedResponse } from '@/lib/status/feeds/response';
import { statusContext } from './live';

export async function feedResponse(request: Request, format: 'atom' | 'rss'): Promise<Response> {
  return buildFeedResponse(await statusContext(), request, format);
}
