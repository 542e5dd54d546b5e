'use client';

import { useQuery } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { searchQuery } from '@/lib/explorer/queries';
import { findNetwork, withNetwork, type Network } from '@/lib/explorer/networks';
import { readRecent, remember, writeRecent } from '@/lib/explorer/recent-searches';
import { orderMatches, pickMatch, type Match } from '@/lib/explorer/matches';
import { classify } from '@/lib/explorer/search';
import { SearchResults } from './search-results';

/** Waits until typing pauses before asking the API. */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const INPUT_CLASS =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm placeholder:text-slate-600 dark:text-slate-400 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:bg-slate-900 dark:placeholder:text-slate-400';
const PLACEHOLDER = 'Search id, transaction, hash, token…  ( / )';

/**
 * What the header shows until the search box's client code is ready: the same box as a plain form to /search, so
 * the header does not change height when it is swapped in (a layout shift on phones) and searching works without
 * JavaScript.
 */
export function SearchBoxFallback() {
  return (
    <form role="search" aria-label="Search the ledger" action="/search" className="relative w-full max-w-xl">
      <input
        name="q"
        type="text"
        aria-label="Search"
        autoComplete="off"
        spellCheck={false}
        placeholder={PLACEHOLDER}
        className={INPUT_CLASS}
      />
    </form>
  );
}

/**
 * The one search box: classifies the input locally, asks only the plausible endpoints, shows matches grouped by
 * kind, Enter goes to the best (or highlighted) match. `/` focuses it from anywhere on the page. The matches have one
 * order (orderMatches): the dropdown lists them in it, the highlight moves through it, Enter opens the highlighted
 * one or else the first, and /search redirects to the same first one.
 */
export function SearchBox({ networks }: { networks: Network[] }) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const networkId = searchParams.get('network');
  const base = findNetwork(networks, networkId)?.base ?? '';
  // The no-match page (/search?q=…) keeps its query in the box, to correct it.
  const pageQuery = usePathname() === '/search' ? (searchParams.get('q') ?? '').trim() : '';
  const [shownPageQuery, setShownPageQuery] = useState(pageQuery);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(pageQuery);
  if (pageQuery !== shownPageQuery) {
    setShownPageQuery(pageQuery);
    setText(pageQuery);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const query = useDebounced(text.trim(), 200);
  const plausible = query !== '' && classify(query).probes.length > 0;
  const { data: matches, isFetching } = useQuery({ ...searchQuery(base, query), enabled: plausible });
  // Places opened from the box before, shown while it is empty; read on focus (the server has no storage).
  const [recent, setRecent] = useState<Match[]>([]);
  const empty = text.trim() === '';
  const shown = empty ? recent : plausible ? orderMatches(matches ?? []) : [];
  // A highlight left past the end (the matches changed under it) highlights nothing.
  const current = active < shown.length ? active : -1;

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const go = (href: string, match?: Match) => {
    if (match) {
      const list = remember(readRecent(localStorage), match);
      writeRecent(localStorage, list);
      setRecent(list);
    }
    setOpen(false);
    setText('');
    input.current?.blur();
    router.push(withNetwork(href, networkId));
  };

  const submit = () => {
    const trimmed = text.trim();
    const chosen = empty ? shown[current] : undefined;
    if (chosen) return go(chosen.href, chosen);
    if (!trimmed) return;
    const pick = pickMatch(shown, current, query === trimmed);
    if (pick) return go(pick.href, pick);
    if (trimmed === pageQuery) {
      // Already on this query's no-match page: ask again, keeping the query in the box.
      setOpen(false);
      return router.refresh();
    }
    go(`/search?q=${encodeURIComponent(trimmed)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const n = shown.length;
      // From no highlight, ArrowDown goes to the first match and ArrowUp to the last.
      setActive((i) => (n === 0 ? -1 : i < 0 || i >= n ? (step > 0 ? 0 : n - 1) : (i + step + n) % n));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const expanded = open && (!empty || recent.length > 0);
  return (
    <form
      role="search"
      aria-label="Search the ledger"
      action={withNetwork('/search', networkId)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="relative w-full max-w-xl"
    >
      <input
        ref={input}
        name="q"
        type="text"
        role="combobox"
        aria-label="Search"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && current >= 0 ? `${listId}-${current}` : undefined}
        autoComplete="off"
        spellCheck={false}
        value={text}
        placeholder={PLACEHOLDER}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setRecent(readRecent(localStorage));
          setOpen(true);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
        className={INPUT_CLASS}
      />
      <SearchResults
        id={listId}
        open={expanded}
        input={text.trim()}
        plausible={text.trim() === '' || classify(text.trim()).probes.length > 0}
        loading={isFetching || query !== text.trim()}
        matches={shown}
        recent={empty}
        active={current}
        onPick={(match) => go(match.href, match)}
        onForget={() => {
          writeRecent(localStorage, []);
          setRecent([]);
        }}
      />
    </form>
  );
}
