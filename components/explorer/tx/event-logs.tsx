import { decodeLog } from '@/lib/explorer/abi-decode';
import type { ContractResultLog } from '@/lib/schemas/v1/contract-log';
import { CopyButton } from '../copy-button';
import { Card } from '../card';
import { ArgsTable, EvmAddress, muted } from './abi-values';

function Log({ log }: { log: ContractResultLog }) {
  const decoded = decodeLog(log.topics, log.data);
  const headingId = `log-${log.index}`;
  return (
    <li aria-labelledby={headingId} className="space-y-2 px-4 py-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <h3 id={headingId} className="font-semibold">
          Log {log.index}{' '}
          {decoded ? (
            <span className="ml-2 font-mono font-medium">{decoded.name}</span>
          ) : (
            <span className={`ml-2 font-normal ${muted}`}>unknown event</span>
          )}
        </h3>
        <span className={muted}>emitted by</span>
        <EvmAddress address={log.address} id={log.contract_id} type="contract" />
      </div>
      {decoded && (
        <>
          <p className={`break-all font-mono text-xs ${muted}`}>{decoded.signature}</p>
          <ArgsTable args={decoded.args} caption={`Arguments of ${decoded.name} (log ${log.index})`} />
        </>
      )}
      <dl className="grid gap-x-3 gap-y-1 text-xs sm:grid-cols-[5rem_1fr]">
        {log.topics.map((topic, i) => (
          <div key={i} className="contents">
            <dt className={muted}>Topic {i}</dt>
            <dd className="min-w-0 break-all font-mono">
              {topic}
              <CopyButton value={topic} label={`topic ${i} of log ${log.index}`} />
            </dd>
          </div>
        ))}
        <div className="contents">
          <dt className={muted}>Data</dt>
          <dd className="min-w-0 break-all font-mono">
            {log.data === '0x' ? (
              <span className={`font-sans ${muted}`}>none</span>
            ) : (
              <>
                {log.data}
                <CopyButton value={log.data} label={`data of log ${log.index}`} />
              </>
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** The events the call emitted, in order: decoded when the event is a well-known one, raw topics and data always. */
export function EventLogsCard({ logs }: { logs: ContractResultLog[] }) {
  return (
    <Card id="event-logs" title={`Event logs (${logs.length})`}>
      {logs.length === 0 ? (
        <p className={`px-4 py-6 text-center text-sm ${muted}`}>The call emitted no events.</p>
      ) : (
        <ol className="divide-y divide-slate-100 dark:divide-slate-800">
          {logs.map((log) => (
            <Log key={log.index} log={log} />
          ))}
        </ol>
      )}
    </Card>
  );
}
