import { unsubscribeForm, formRoute } from '@/lib/status/http/subscribe-forms';

export const dynamic = 'force-dynamic';
export const POST = formRoute(unsubscribeForm);
