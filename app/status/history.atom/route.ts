import { feedResponse } from '../_data/feed';

export const dynamic = 'force-dynamic';
export const GET = (request: Request) => feedResponse(request, 'atom');
