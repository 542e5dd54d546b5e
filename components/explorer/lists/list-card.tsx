'use client';

import type { ReactNode } from 'react';
import type { Paged } from '@/lib/client/fetch-parsed';
import type { ListView, SectionListDefinition } from '@/lib/explorer/list-definition';
import { Card } from '../card';
import { DataTable, type Column } from '../data-table';
import { Pager } from '../pager';
import { LiveRows, LiveToggle } from './live';
import { useLiveList } from './use-list';

/** Shown from the data when it depends on it (the address book's count and stake shares), else as given. */
type FromData<P, T> = T | ((data: P) => T);

export interface ListCardProps<P extends Paged, R> {
  list: SectionListDefinition<P, R>;
  view: ListView<P>;
  columns: FromData<P, Column<R>[]>;
  /** The card's heading (the list's title by default), the table's caption (the heading) and its empty text. */
  title?: FromData<P, string>;
  caption?: string;
  empty?: string;
  /** Beside the heading, before a live list's Live/Paused switch (filters, a link). */
  actions?: ReactNode;
  /** The card's id (`{section}-list`). */
  id?: string;
}

/**
 * One of the sections' lists as a card: its rows as a table (cards on phones), live when its definition says so
 * (new rows held under the reader, Live/Paused, "N new … · show"), and the pager unless the list is one page.
 */
export function ListCard<P extends Paged, R>({
  list,
  view,
  columns,
  title = list.title,
  caption,
  empty,
  actions,
  id = `${list.section}-list`,
}: ListCardProps<P, R>) {
  const [data, live] = useLiveList(list, view);
  const heading = typeof title === 'function' ? title(data) : title;
  const label = caption ?? heading;
  const table = (
    <DataTable
      caption={label}
      rows={list.rows(data)}
      rowKey={list.rowKey}
      empty={empty ?? `No ${label.toLowerCase()} on this page.`}
      columns={typeof columns === 'function' ? columns(data) : columns}
    />
  );
  const toggle = list.live ? <LiveToggle state={live} /> : null;
  return (
    <Card
      id={id}
      title={heading}
      actions={
        actions && toggle ? (
          <div className="flex flex-wrap items-center gap-2">
            {actions}
            {toggle}
          </div>
        ) : (
          (actions ?? toggle ?? undefined)
        )
      }
    >
      {list.live ? (
        <LiveRows state={live} noun={list.title.toLowerCase()}>
          {table}
        </LiveRows>
      ) : (
        table
      )}
      {!list.onePage && (
        <Pager
          pagePath={view.pagePath}
          query={view.query}
          allowed={view.allowed}
          next={data.links.next}
          previous={view.previous}
          label={heading}
          defaultOrder={list.defaultOrder}
          orderLabels={list.orderLabels}
        />
      )}
    </Card>
  );
}
