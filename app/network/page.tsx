import type { Metadata } from 'next';
import { PageTitle } from '@/components/explorer/card';
import { NetworkCharts, PeriodNav } from '@/components/explorer/network/network-charts';
import type { SearchParamsRecord } from '@/lib/explorer/list-query';
import { pageContext } from '@/lib/explorer/load';
import { NetworkStatsPeriodName } from '@/lib/schemas/network-stats';
import { loadNetworkStats } from '@/lib/status/network/read';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Network' };

type Props = { searchParams: Promise<SearchParamsRecord> };

/**
 * Figures the Mirror Node does not aggregate, per UTC hour, day or month: computed by this server from its own
 * ledger as blocks arrive (lib/status/network), so another network chosen in the explorer has none to show here.
 */
export default async function NetworkPage({ searchParams }: Props) {
  const { network, params } = await pageContext(searchParams);
  const parsed = NetworkStatsPeriodName.safeParse(params.get('period') ?? 'hour');
  const period = parsed.success ? parsed.data : 'hour';
  if (network.base !== '') {
    return (
      <div>
        <PageTitle kicker="Network" title="Network figures" mono={false} />
        <p className="text-sm">
          These figures are computed by this server from its own ledger; {network.name} is read through its API, which
          does not serve them.
        </p>
      </div>
    );
  }
  const stats = await loadNetworkStats(period);
  return (
    <div className="space-y-4">
      <PageTitle kicker="Network" title="Network figures" mono={false}>
        <PeriodNav current={period} />
      </PageTitle>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Per UTC {period}, computed from the ledger as blocks arrive
        {stats.rolled_to ? `, up to ${stats.rolled_to.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}` : ''}.{' '}
        {!parsed.success ? 'The period asked for is not one of hour, day or month: showing hours. ' : ''}
        <a href={`/api/network/stats?period=${period}`} className="underline underline-offset-2">
          JSON
        </a>{' '}
        ·{' '}
        <a href={`/api/network/stats.csv?period=${period}`} className="underline underline-offset-2">
          CSV
        </a>
      </p>
      {stats.periods.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
          No figures yet: the first blocks are being rolled up.
        </p>
      ) : (
        <NetworkCharts stats={stats} />
      )}
    </div>
  );
}
