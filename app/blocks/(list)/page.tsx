import type { Metadata } from 'next';
import { PageTitle } from '@/components/explorer/card';
import { BlocksList } from '@/components/explorer/lists/blocks-list';
import { ListProblem } from '@/components/explorer/list-problem';
import { BLOCK_LIST_PARAMS } from '@/lib/explorer/list-params';
import { apiListPath, type SearchParamsRecord } from '@/lib/explorer/list-query';
import { loadPagedList, pageContext } from '@/lib/explorer/load';
import { BlocksResponse } from '@/lib/schemas/v1/block';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Blocks' };

export default async function BlocksPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const { network, params } = await pageContext(searchParams);
  const path = apiListPath('/api/v1/blocks', params, BLOCK_LIST_PARAMS);
  const { data, problems, previous } = await loadPagedList(network, {
    apiPath: path, schema: BlocksResponse, key: 'block.number', keys: (d) => d.blocks.map((b) => String(b.number)),
    defaultOrder: 'desc', pagePath: '/blocks', current: params, allowed: BLOCK_LIST_PARAMS,
  });
  return (
    <div>
      <PageTitle kicker={network.name} title="Blocks" mono={false} />
      {data ? (
        <BlocksList base={network.base} path={path} query={params.toString()} initial={data} previous={previous} />
      ) : (
        <ListProblem title="Blocks" pagePath="/blocks" current={params} allowed={BLOCK_LIST_PARAMS} problems={problems} />
      )}
    </div>
  );
}
