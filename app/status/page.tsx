import type { Metadata } from 'next';
import type { StatusLive } from '@/lib/schemas/status';
import type { ComponentChoice } from '@/lib/status/subscriptions/view';
import { EmbedSnippet } from '@/components/status/embed-snippet';
import { StatusBoard } from '@/components/status/status-board';
import { SubscribeForm } from '@/components/status/subscribe-form';
import { SystemMetrics } from '@/components/status/system-metrics';
import { timeZoneOf } from '@/lib/status/context';
import { SUBSCRIBE_OUTCOMES, type SubscribeOutcome } from '@/lib/status/http/subscribe-forms';
import { statusView } from './_data/live';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Status',
  alternates: {
    types: {
      'application/atom+xml': '/status/history.atom',
      'application/rss+xml': '/status/history.rss',
    },
  },
};

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function StatusPage({ searchParams }: { searchParams: Search }) {
  const { ctx, live, ledgerDownSince: downSince, metrics: ranges } = await statusView();
  const query = await searchParams;
  const metrics = ranges[query.metrics === 'week' ? 'week' : 'day'];
  const asked = query.subscribe;
  const outcome =
    typeof asked === 'string' && asked in SUBSCRIBE_OUTCOMES ? SUBSCRIBE_OUTCOMES[asked as SubscribeOutcome] : null;
  // E-mail is the only channel offered here (webhooks are added by authors), so without SMTP there is no form: the
  // section says so and points to the feeds.
  const choices = ctx.config.SMTP_URL ? componentChoices(live.summary.components) : null;
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold tracking-tight">{live.summary.page.name} status</h1>
      <StatusBoard
        initial={live}
        ledgerDownSince={downSince}
        metrics={<SystemMetrics data={metrics} zone={timeZoneOf(ctx.config)} />}
      />
      <section
        aria-labelledby="embed-heading"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="embed-heading" className="mb-3 text-lg font-semibold">
          Embed this status
        </h2>
        <EmbedSnippet origin={ctx.baseUrl} pageName={live.summary.page.name} />
      </section>
      <section
        id="subscribe"
        aria-labelledby="subscribe-heading"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="subscribe-heading" className="mb-3 text-lg font-semibold">
          Subscribe to updates
        </h2>
        {choices ? (
          <SubscribeForm choices={choices} outcome={outcome} />
        ) : (
          <>
            {outcome && (
              <p role="status" className="mb-2 text-sm">
                {outcome}
              </p>
            )}
            <p className="text-sm" data-testid="no-email-subscriptions">
              E-mail updates are not available here: this status page has no mail server configured. Follow the{' '}
              <a className="underline" href="/status/history.atom">
                Atom
              </a>{' '}
              or{' '}
              <a className="underline" href="/status/history.rss">
                RSS
              </a>{' '}
              feed instead.
            </p>
          </>
        )}
      </section>
    </div>
  );
}

/** What a reader may subscribe to: the top-level rows (a group stands for its components), as the form lists them. */
function componentChoices(components: StatusLive['summary']['components']): ComponentChoice[] {
  return components.filter((c) => c.group_id === null).map((c) => ({ id: c.id, name: c.name }));
}
