import type { Match } from './matches';

/** How many places the search box remembers; they show when it is focused while empty. */
export const RECENT_MAX = 6;
const KEY = 'recent-searches';

/** The list with `match` first, once, at most RECENT_MAX long. */
export function remember(list: readonly Match[], match: Match): Match[] {
  return [match, ...list.filter((m) => m.href !== match.href)].slice(0, RECENT_MAX);
}

const isMatch = (value: unknown): value is Match => {
  const m = value as Partial<Match> | null;
  return (
    !!m &&
    typeof m.title === 'string' &&
    typeof m.detail === 'string' &&
    typeof m.group === 'string' &&
    typeof m.href === 'string' &&
    m.href.startsWith('/')
  );
};

/** What this browser remembered; anything unreadable (another version's shape, a hand edit) is left out. */
export function readRecent(storage: Pick<Storage, 'getItem'> | undefined): Match[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isMatch).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

export function writeRecent(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  list: readonly Match[],
): void {
  try {
    if (list.length === 0) storage?.removeItem(KEY);
    else storage?.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked (private mode): the box just forgets.
  }
}
