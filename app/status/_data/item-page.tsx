import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ItemDetail } from '@/components/status/item-detail';
import { itemById } from '@/lib/status/read/history';
import { statusContext } from './live';

type Params = { params: Promise<{ id: string }> };

// Metadata and page of one request share one read.
const byId = cache(async (kind: 'incident' | 'maintenance', id: string) => {
  const ctx = await statusContext();
  const found = await itemById(ctx, id, kind);
  return found ? { ...found, nowMs: ctx.clock.nowMs() } : null;
});

async function load(kind: 'incident' | 'maintenance', params: Params['params']) {
  const found = await byId(kind, (await params).id);
  if (!found) notFound();
  return found;
}

/** `/status/incidents/{id}` and `/status/maintenances/{id}` share this page. */
export function itemPage(kind: 'incident' | 'maintenance') {
  return {
    async generateMetadata({ params }: Params): Promise<Metadata> {
      const { item } = await load(kind, params);
      return { title: `${item.name} · Status` };
    },
    async Page({ params }: Params) {
      const { item, nowMs } = await load(kind, params);
      return <ItemDetail item={item} nowMs={nowMs} />;
    },
  };
}
