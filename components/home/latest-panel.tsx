'use client';

import { useQuery } from '@tanstack/react-query';
import { DataTable, type Column } from '@/components/explorer/data-table';
import type { Paged } from '@/lib/client/fetch-parsed';
import { latestQuery } from '@/lib/client/home-queries';
import type { ListDefinition } from '@/lib/explorer/list-definition';
import { Panel } from './panel';

export interface LatestProps<P> {
  initial: P;
  /** The network's Mirror Node base URL ('' = this server). */
  base?: string;
}

/**
 * The newest rows of a section's list, refreshed live: `path` is the home page's read of it (shared with the
 * server's first paint), and the list's definition gives the rows and their keys.
 */
export function LatestPanel<P extends Paged, R>({
  id,
  title,
  list,
  path,
  initial,
  base = '',
  shown,
  caption,
  empty,
  columns,
}: LatestProps<P> & {
  id: string;
  title: string;
  list: ListDefinition<P, R>;
  path: string;
  shown?: number;
  caption: string;
  empty: string;
  columns: Column<R>[];
}) {
  const data = useQuery(latestQuery(base, path, list.loadSchema, initial)).data ?? initial;
  const rows = list.rows(data);
  return (
    <Panel id={id} title={title}>
      <DataTable
        caption={caption}
        rows={shown === undefined ? rows : rows.slice(0, shown)}
        rowKey={list.rowKey}
        empty={empty}
        columns={columns}
      />
    </Panel>
  );
}
