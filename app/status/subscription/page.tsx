import type { Metadata } from 'next';
import { ComponentChoices, submitClass } from '@/components/status/subscribe-form';
import { MANAGE_OUTCOMES, type ManageOutcome } from '@/lib/status/http/subscribe-forms';
import { subscriptionView } from '@/lib/status/subscriptions/view';
import { statusContext } from '../_data/live';

export const dynamic = 'force-dynamic';
// The token in the address must not leak to other sites through the Referer header, nor be indexed.
export const metadata: Metadata = { title: 'Your subscription', robots: { index: false }, referrer: 'no-referrer' };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** `/status/subscription?token=…`: the page every message links to: confirm, choose components, unsubscribe. */
export default async function SubscriptionPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const token = typeof params.token === 'string' ? params.token : '';
  const done =
    typeof params.done === 'string' && params.done in MANAGE_OUTCOMES
      ? MANAGE_OUTCOMES[params.done as ManageOutcome]
      : null;
  const view = token ? await subscriptionView(await statusContext(), token) : null;
  if (!view) {
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-semibold tracking-tight">Your subscription</h1>
        <p>This link is not valid any more: the subscription may have ended already.</p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Your subscription</h1>
      <p className="break-all">
        Status updates for <strong>{view.address}</strong>
      </p>
      {done && (
        <p role="status" className="rounded-md border border-green-700 bg-green-50 px-3 py-2 text-sm dark:bg-green-950">
          {done}
        </p>
      )}
      {!view.confirmed ? (
        <form method="post" action="/status/subscription/confirm">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={submitClass}>
            Confirm my subscription
          </button>
        </form>
      ) : (
        <form method="post" action="/status/subscription/components" className="space-y-3">
          <input type="hidden" name="token" value={token} />
          <ComponentChoices choices={view.choices} checked={view.componentIds} />
          <button type="submit" className={submitClass}>
            Save
          </button>
        </form>
      )}
      <form id="unsubscribe" method="post" action="/status/subscription/unsubscribe" className="space-y-2">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={submitClass}>
          Unsubscribe
        </button>
      </form>
    </div>
  );
}
