'use client';

import { groupMatches, type Match } from '@/lib/explorer/matches';

/**
 * The dropdown under the search box: matches grouped by kind, or why nothing can match. `matches` is in the order of
 * orderMatches (as resolveSearch returns it); option ids and `active` are positions in that order, the same the
 * search box's highlight and Enter use.
 */
export function SearchResults(props: {
  id: string;
  open: boolean;
  input: string;
  plausible: boolean;
  loading: boolean;
  matches: Match[];
  /** The matches are places opened before (the box is empty), listed as one group with a way to forget them. */
  recent: boolean;
  active: number;
  onPick: (match: Match) => void;
  onForget: () => void;
}) {
  const { id, open, input, plausible, loading, matches, recent, active, onPick, onForget } = props;
  const groups: { group: string; options: { match: Match; index: number }[] }[] = recent
    ? [{ group: 'Recent', options: matches.map((match, index) => ({ match, index })) }]
    : groupMatches(matches);
  return (
    <div
      className={`absolute left-0 right-0 top-full z-30 mt-1 max-h-[70vh] overflow-auto rounded-md border border-slate-200 bg-white text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900 ${open ? '' : 'hidden'}`}
    >
      <ul id={id} role="listbox" aria-label="Search results">
        {groups.map(({ group, options }) => (
          <li key={group} role="presentation">
            <div role="group" aria-label={group}>
              <div
                aria-hidden="true"
                className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400"
              >
                {group}
              </div>
              {options.map(({ match, index: i }) => (
                <div
                  key={match.href}
                  id={`${id}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(event) => {
                    event.preventDefault();
                    onPick(match);
                  }}
                  className={`cursor-pointer px-3 py-1.5 ${i === active ? 'bg-sky-100 dark:bg-sky-900' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
                >
                  <span className="font-mono">{match.title}</span>
                  <span className="ml-2 text-slate-600 dark:text-slate-400">{match.detail}</span>
                </div>
              ))}
            </div>
          </li>
        ))}
      </ul>
      {recent && matches.length > 0 && (
        <button
          type="button"
          tabIndex={-1}
          onMouseDown={(event) => {
            event.preventDefault();
            onForget();
          }}
          className="mx-3 mt-1 text-xs text-sky-700 underline dark:text-sky-400"
        >
          Forget recent searches
        </button>
      )}
      <p role="status" className="px-3 py-2 text-slate-600 dark:text-slate-400">
        {!open || input === ''
          ? ''
          : !plausible
            ? 'Not an id, transaction id, timestamp, hash, address, key, alias or token name. Press Enter for help.'
            : loading
              ? 'Searching…'
              : matches.length === 0
                ? 'No match on this network.'
                : `${matches.length} match${matches.length === 1 ? '' : 'es'} · Enter opens the first`}
      </p>
    </div>
  );
}
