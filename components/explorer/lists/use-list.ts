'use client';

import { useQuery } from '@tanstack/react-query';
import { useState, type FocusEvent } from 'react';
import type { Paged } from '@/lib/client/fetch-parsed';
import { v1Query, type SchemaLoader } from '@/lib/client/v1';
import type { ListDefinition, ListView } from '@/lib/explorer/list-definition';
import { isFirstPage } from '@/lib/explorer/list-query';

const LIVE_MS = 3_000;

const isLive = (query: string) => {
  const params = new URLSearchParams(query);
  return isFirstPage(params) && params.get('order') !== 'asc';
};

/** A list page's data: the server's first paint, then TanStack Query; the newest-first first page stays live. */
export function useList<P extends Paged>(
  base: string,
  path: string,
  loadSchema: SchemaLoader<P>,
  initial: P,
  query: string,
): P {
  return useQuery(v1Query(base, path, loadSchema, initial, isLive(query) ? LIVE_MS : undefined)).data ?? initial;
}

/** How a live list's updates reach the reader (see useLiveList). */
export interface LiveState {
  /** The list refreshes itself: it is the newest-first first page. */
  live: boolean;
  paused: boolean;
  setPaused: (paused: boolean) => void;
  /** Rows that arrived while updates were held, not shown yet. */
  waiting: number;
  showWaiting: () => void;
  /** For the rows' container: the pointer over it or focus inside it holds updates. */
  hold: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * A live list whose rows do not move under the reader: while the pointer is over the rows, focus is inside them or
 * the reader paused the list, new answers are held and counted by their row keys (`waiting`); they show on leaving,
 * on resuming, or on asking.
 */
export function useLiveList<P extends Paged, R>(
  list: ListDefinition<P, R>,
  { base, path, initial, query }: ListView<P>,
): [P, LiveState] {
  const live = isLive(query);
  const latest = useList(base, path, list.loadSchema, initial, query);
  const [paused, setPaused] = useState(false);
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const holding = live && (paused || pointer || focus);
  const [shown, setShown] = useState(latest);
  // Kept in step during render (not in an effect): what was last shown is what a hold starts from.
  if (!holding && shown !== latest) setShown(latest);
  const data = holding ? shown : latest;
  // Counted only while held (a render every few seconds on a live page need not key every row otherwise).
  const rowKeys = (page: P) => list.rows(page).map(list.rowKey);
  const waiting = holding ? countNew(rowKeys(shown), rowKeys(latest)) : 0;
  return [
    data,
    {
      live,
      paused,
      setPaused,
      waiting,
      showWaiting: () => {
        setShown(latest);
        // The button that asked goes away with the rows it announced, and a removed element sends no blur.
        setFocus(false);
      },
      hold: {
        onPointerEnter: () => setPointer(true),
        onPointerLeave: () => setPointer(false),
        onFocus: () => setFocus(true),
        onBlur: (event) =>
          setFocus(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)),
      },
    },
  ];
}

function countNew(shown: string[], latest: string[]): number {
  const seen = new Set(shown);
  return latest.filter((key) => !seen.has(key)).length;
}
