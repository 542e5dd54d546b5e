import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageTitle } from '@/components/explorer/card';
import { CopyButton } from '@/components/explorer/copy-button';
import { ListProblem } from '@/components/explorer/list-problem';
import { TopicMessagesList } from '@/components/explorer/topic/topic-messages';
import { TopicSummary } from '@/components/explorer/topic/topic-summary';
import { Badge } from '@/components/explorer/values';
import { apiListPath, type SearchParamsRecord } from '@/lib/explorer/list-query';
import { loadOrNotFound, loadPagedList, pageContext } from '@/lib/explorer/load';
import { decodeSegment, pathId } from '@/lib/explorer/path-ids';
import { detailApiPath, detailHref, itemApiPath } from '@/lib/explorer/sections';
import { TOPIC_MESSAGES_LIST } from '@/lib/explorer/topic-messages';
import { Topic } from '@/lib/schemas/v1/topic';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Topic ${decodeSegment((await params).id)}` };
}

export default async function TopicPage({ params, searchParams }: Props) {
  const id = pathId('topics', decodeSegment((await params).id));
  const { network, params: query } = await pageContext(searchParams);
  if (id === null) notFound();
  const topic = await loadOrNotFound(network, detailApiPath('topics', id), Topic);
  const pagePath = detailHref('topics', topic.topic_id);
  const allowed = TOPIC_MESSAGES_LIST.params;
  const apiPath = apiListPath(`${itemApiPath('topics', topic.topic_id)}/messages`, query, allowed, {
    order: TOPIC_MESSAGES_LIST.defaultOrder,
  });
  const { view, problems } = await loadPagedList(network, TOPIC_MESSAGES_LIST, {
    apiPath,
    pagePath,
    current: query,
    allowed,
  });
  return (
    <div className="space-y-6">
      <PageTitle kicker="Topic" title={topic.topic_id}>
        <span className="flex items-center gap-2">
          <CopyButton value={topic.topic_id} label="topic id" />
          {topic.deleted && <Badge>deleted</Badge>}
        </span>
      </PageTitle>
      <TopicSummary topic={topic} rawHref={`${network.base}${detailApiPath('topics', topic.topic_id)}`} />
      {view ? (
        <TopicMessagesList {...view} />
      ) : (
        <ListProblem title="Messages" pagePath={pagePath} current={query} allowed={allowed} problems={problems} />
      )}
    </div>
  );
}
