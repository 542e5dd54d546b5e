import type { Metadata } from 'next';
import { ListProblem } from '@/components/explorer/list-problem';
import { TokensList } from '@/components/explorer/lists/tokens-list';
import type { ListPageProps } from '@/app/_explorer/list-page';
import { TOKENS_LIST } from '@/lib/explorer/lists';
import { loadSectionList, loadTokens, pageContext } from '@/lib/explorer/load';
import { LOCAL_NETWORK } from '@/lib/explorer/networks';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: TOKENS_LIST.title };

/**
 * As listPage (app/_explorer/list-page.tsx), plus each row's token read up front: a list row has no supply or
 * treasury, so the first paint carries them rather than 25 reads from the browser.
 */
export default async function TokensPage({ searchParams }: ListPageProps) {
  const { network, params } = await pageContext(searchParams);
  const { view, problems } = await loadSectionList(network, TOKENS_LIST, params);
  const known = view
    ? await loadTokens(
        network,
        TOKENS_LIST.rows(view.initial).map((t) => t.token_id),
      )
    : {};
  return (
    <div>
      <h1 className="sr-only">
        {network.id === LOCAL_NETWORK.id ? TOKENS_LIST.title : `${TOKENS_LIST.title} on ${network.name}`}
      </h1>
      {view ? (
        <TokensList view={view} known={known} />
      ) : (
        <ListProblem
          title={TOKENS_LIST.title}
          pagePath={TOKENS_LIST.pagePath}
          current={params}
          allowed={TOKENS_LIST.params}
          problems={problems}
        />
      )}
    </div>
  );
}
