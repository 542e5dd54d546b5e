import type { Topic } from '@/lib/schemas/v1/topic';
import { Card, Fields } from '../card';
import { Time } from '../time';
import { EntityLink, Hbar, PublicKey } from '../values';

const days = (seconds: bigint | number | null) =>
  seconds === null ? '—' : `${Math.round(Number(seconds) / 86_400)} days`;

/** What the topic record says: memo, keys, renewal, the fee per message, lifetime. */
export function TopicSummary({ topic, rawHref }: { topic: Topic; rawHref: string }) {
  const fees = topic.custom_fees.fixed_fees;
  return (
    <Card id="topic-summary" title="Summary">
      <Fields
        items={[
          [
            'Memo',
            topic.memo ? (
              <span key="m" className="whitespace-pre-wrap break-words">
                {topic.memo}
              </span>
            ) : (
              '—'
            ),
          ],
          ['Submit key', <PublicKey key="s" value={topic.submit_key} />],
          ['Admin key', <PublicKey key="a" value={topic.admin_key} />],
          [
            'Fee per message',
            fees.length === 0 ? (
              'none'
            ) : (
              <span key="f">
                {fees.map((fee, i) => (
                  <span key={i} className="block">
                    {fee.denominating_token_id ? (
                      `${String(fee.amount)} of token ${fee.denominating_token_id}`
                    ) : (
                      <Hbar tinybars={fee.amount} />
                    )}
                    {fee.collector_account_id && (
                      <>
                        {' '}
                        to <EntityLink id={fee.collector_account_id} copy={false} />
                      </>
                    )}
                  </span>
                ))}
              </span>
            ),
          ],
          ['Fee schedule key', <PublicKey key="fk" value={topic.fee_schedule_key} />],
          [
            'Fee-exempt keys',
            topic.fee_exempt_key_list.length === 0 ? 'none' : String(topic.fee_exempt_key_list.length),
          ],
          ['Auto-renew account', <EntityLink key="r" id={topic.auto_renew_account} />],
          ['Auto-renew period', days(topic.auto_renew_period)],
          ['Created', topic.created_timestamp ? <Time key="c" ts={topic.created_timestamp} /> : '—'],
          ['Deleted', topic.deleted ? 'yes' : 'no'],
          [
            'Raw data',
            <a key="raw" href={rawHref} className="font-mono text-sky-700 hover:underline dark:text-sky-400">
              {rawHref}
            </a>,
          ],
        ]}
      />
    </Card>
  );
}
