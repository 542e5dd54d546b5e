import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import { Card, Fields, PageTitle } from '@/components/explorer/card';
import { CopyButton } from '@/components/explorer/copy-button';
import { DataTable } from '@/components/explorer/data-table';
import { NetLink } from '@/components/explorer/net-link';
import { ScheduleBadge } from '@/components/explorer/schedule-badge';
import { SkeletonLine } from '@/components/explorer/skeleton';
import { Time } from '@/components/explorer/time';
import { EntityLink } from '@/components/explorer/values';
import type { SearchParamsRecord } from '@/lib/explorer/list-query';
import { loadOptional, loadOrNotFound, pageContext, requestTimeMs } from '@/lib/explorer/load';
import type { Network } from '@/lib/explorer/networks';
import { decodeSegment, pathId } from '@/lib/explorer/path-ids';
import { detailApiPath } from '@/lib/explorer/sections';
import { transactionHref } from '@/lib/explorer/transaction-href';
import { base64ToHex, scheduleState } from '@/lib/explorer/schedule-state';
import { decodeScheduledBody } from '@/lib/explorer/scheduled-body';
import { formatHbar } from '@/lib/core/format';
import { Schedule } from '@/lib/schemas/v1/schedule';
import { TransactionByIdResponse, TransactionsResponse } from '@/lib/schemas/v1/transaction';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Schedule ${decodeSegment((await params).id)}` };
}

const link = 'text-sky-700 hover:underline dark:text-sky-400';

export default async function SchedulePage({ params, searchParams }: Props) {
  const id = pathId('schedules', decodeSegment((await params).id));
  const { network } = await pageContext(searchParams);
  if (id === null) notFound();
  // Read before anything streams, so an unknown schedule answers 404; its transactions stream in below.
  const schedule = await loadOrNotFound(network, detailApiPath('schedules', id), Schedule);
  const state = scheduleState(schedule, Math.floor(requestTimeMs() / 1000));
  return (
    <div className="space-y-6">
      <PageTitle kicker="Schedule" title={schedule.schedule_id}>
        <span className="flex items-center gap-2">
          <CopyButton value={schedule.schedule_id} label="schedule id" />
          <ScheduleBadge state={state} />
        </span>
      </PageTitle>
      <Card id="schedule-summary" title="Summary">
        <Fields
          items={[
            ['State', <ScheduleBadge key="s" state={state} />],
            ['Creator', <EntityLink key="c" id={schedule.creator_account_id} />],
            ['Payer', <EntityLink key="p" id={schedule.payer_account_id} />],
            ['Created', <Time key="t" ts={schedule.consensus_timestamp} />],
            [
              'Create transaction',
              <Suspense key="ct" fallback={<SkeletonLine width="w-72" />}>
                <CreateTransaction network={network} schedule={schedule} />
              </Suspense>,
            ],
            [
              'Scheduled transaction',
              <Suspense key="st" fallback={<SkeletonLine width="w-48" />}>
                <ScheduledTransaction network={network} schedule={schedule} />
              </Suspense>,
            ],
            ['Executed', schedule.executed_timestamp ? <Time key="e" ts={schedule.executed_timestamp} /> : '—'],
            ['Expires', schedule.expiration_time ? <Time key="x" ts={schedule.expiration_time} /> : '—'],
            ['Wait for expiry', schedule.wait_for_expiry ? 'yes' : 'no'],
            ['Memo', schedule.memo || '—'],
            [
              'Admin key',
              schedule.admin_key ? (
                <span key="k" className="break-all font-mono">
                  {schedule.admin_key._type} {schedule.admin_key.key}
                  <CopyButton value={schedule.admin_key.key} label={`admin key (${schedule.admin_key._type})`} />
                </span>
              ) : (
                'none'
              ),
            ],
            ['Transaction body', <ScheduledBodyView key="b" base64={schedule.transaction_body} />],
          ]}
        />
      </Card>
      <Card id="schedule-signatures" title={`Signatures (${schedule.signatures.length})`}>
        <DataTable
          caption="Signatures"
          rows={schedule.signatures}
          rowKey={(s) => `${s.consensus_timestamp}-${s.public_key_prefix}`}
          empty="No signatures yet."
          columns={[
            {
              header: 'Public key prefix',
              cell: (s) => <span className="break-all font-mono">{base64ToHex(s.public_key_prefix)}</span>,
            },
            { header: 'Type', cell: (s) => s.type },
            { header: 'Signed', cell: (s) => <Time ts={s.consensus_timestamp} relative /> },
          ]}
        />
      </Card>
    </div>
  );
}

/**
 * The create transaction (at the schedule's consensus time), and the scheduled one sharing its id with scheduled=true.
 * Two fields show them; cache() reads them once per request (same network and schedule objects).
 */
const scheduleTransactions = cache(async (network: Network, schedule: Schedule) => {
  const created = await loadOptional(
    network,
    `/api/v1/transactions?timestamp=${schedule.consensus_timestamp}`,
    TransactionsResponse,
  );
  const create = created?.transactions[0];
  const sameId = create
    ? await loadOptional(
        network,
        `/api/v1/transactions/${transactionHref(create).split('/')[2]?.split('?')[0]}`,
        TransactionByIdResponse,
      )
    : null;
  return { create, scheduled: sameId?.transactions.find((t) => t.scheduled) };
});

async function CreateTransaction({ network, schedule }: { network: Network; schedule: Schedule }) {
  const { create } = await scheduleTransactions(network, schedule);
  return create ? (
    <NetLink href={transactionHref(create)} className={`font-mono ${link}`}>
      {create.transaction_id}
    </NetLink>
  ) : (
    '—'
  );
}

async function ScheduledTransaction({ network, schedule }: { network: Network; schedule: Schedule }) {
  const { scheduled } = await scheduleTransactions(network, schedule);
  return scheduled ? (
    <NetLink href={transactionHref(scheduled)} className={`font-mono ${link}`}>
      {scheduled.name} · {scheduled.result}
    </NetLink>
  ) : (
    'not executed'
  );
}

/**
 * The scheduled transaction as it will run: its type, fee limit, memo and hbar movements, the whole body decoded on
 * request, and the base64 the API gives (copyable) for other tools.
 */
function ScheduledBodyView({ base64 }: { base64: string }) {
  const body = decodeScheduledBody(base64);
  const raw = (
    <span className="break-all font-mono text-xs">
      {base64}
      <CopyButton value={base64} label="transaction body (base64)" />
    </span>
  );
  if (!body) return raw;
  return (
    <div className="space-y-1">
      <p>
        <span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:bg-slate-800">{body.type}</span>
        {body.maxFee !== null && <span className="ml-2">fee limit {formatHbar(body.maxFee)}</span>}
        {body.memo && <span className="ml-2">memo “{body.memo}”</span>}
      </p>
      {body.transfers.length > 0 && (
        <ul aria-label="Scheduled hbar transfers" className="space-y-0.5">
          {body.transfers.map((t, i) => (
            <li key={`${t.account}-${i}`} className="flex gap-3">
              <EntityLink id={t.account} />
              <span
                className={`tabular-nums ${t.amount < 0n ? 'text-red-700 dark:text-red-400' : 'text-green-700 dark:text-green-400'}`}
              >
                {t.amount > 0n ? '+' : ''}
                {formatHbar(t.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary className="cursor-pointer text-sky-700 hover:underline dark:text-sky-400">Decoded body</summary>
        <pre
          tabIndex={0}
          aria-label="Decoded transaction body"
          className="mt-1 max-h-96 overflow-auto rounded bg-slate-50 p-2 font-mono text-xs focus-visible:outline-2 focus-visible:outline-sky-600 dark:bg-slate-950"
        >
          {body.json}
        </pre>
        {raw}
      </details>
    </div>
  );
}
