import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { ListProblem } from '@/components/explorer/list-problem';
import type { Paged } from '@/lib/client/fetch-parsed';
import type { ListView, SectionListDefinition } from '@/lib/explorer/list-definition';
import { jumpHref, type SearchParamsRecord } from '@/lib/explorer/list-query';
import { loadSectionList, pageContext } from '@/lib/explorer/load';
import { LOCAL_NETWORK } from '@/lib/explorer/networks';

export interface ListPageProps {
  searchParams: Promise<SearchParamsRecord>;
}

/**
 * A section's list page from its definition: the network and parameters of the URL, a jump to a date (a redirect
 * to the list at that time), the first paint and previous page read on the server, and the list's browser component
 * drawn by `draw` with them, or the list's parameter problems instead.
 */
export function listPage<P extends Paged, R>(
  list: SectionListDefinition<P, R>,
  draw: (view: ListView<P>, params: URLSearchParams) => ReactNode,
) {
  return async function ListPage({ searchParams }: ListPageProps) {
    const { network, params } = await pageContext(searchParams);
    const jump = list.jumpToDate ? jumpHref(list.pagePath, params, list.defaultOrder) : null;
    if (jump) redirect(jump);
    const { view, problems } = await loadSectionList(network, list, params);
    // The list's card carries the visible heading; a second "Transactions" above it only pushed the first row down
    // (on phones by a fifth of the screen). The page keeps its h1 for assistive technology and the document outline.
    return (
      <div>
        <h1 className="sr-only">{network.id === LOCAL_NETWORK.id ? list.title : `${list.title} on ${network.name}`}</h1>
        {view ? (
          draw(view, params)
        ) : (
          <ListProblem
            title={list.title}
            pagePath={list.pagePath}
            current={params}
            allowed={list.params}
            problems={problems}
          />
        )}
      </div>
    );
  };
}
