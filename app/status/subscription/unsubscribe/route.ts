import { unsubscribeForm, formRoute } from '@/lib/status/subscriptions/forms';

export const dynamic = 'force-dynamic';
export const POST = formRoute(unsubscribeForm);
