/**
 * Search matches and their one order (dropdown, highlight, Enter, /search's best match). Apart from resolve.ts, which
 * asks the API for them with the wire schemas, so the search box's first client code carries no zod.
 */
import type { DetailTitle } from './sections';

/** Matches are grouped by the section they open. */
export type MatchGroup = DetailTitle;

export interface Match {
  group: MatchGroup;
  title: string;
  detail: string;
  /** Explorer path, without the network parameter. */
  href: string;
}

/** One group of the dropdown; `index` is each match's position in {@link orderMatches} (highlight and Enter use it). */
export interface MatchSection {
  group: MatchGroup;
  options: { match: Match; index: number }[];
}

/**
 * Groups matches by kind, groups in the order of their best match, matches within a group in their order. Keeps an
 * already grouped list as it is, so the order resolveSearch returns is the order shown.
 */
export function groupMatches(matches: readonly Match[]): MatchSection[] {
  const sections = new Map<MatchGroup, MatchSection>();
  for (const match of matches) {
    const section = sections.get(match.group) ?? { group: match.group, options: [] };
    sections.set(match.group, section);
    section.options.push({ match, index: -1 });
  }
  let index = 0;
  for (const section of sections.values()) for (const option of section.options) option.index = index++;
  return [...sections.values()];
}

/** The matches in the order the dropdown shows them: the one order for display, highlight, Enter and best match. */
export function orderMatches(matches: readonly Match[]): Match[] {
  return groupMatches(matches).flatMap((section) => section.options.map((option) => option.match));
}

/**
 * What Enter opens: the highlighted match (`active`, a position in the ordered matches), else the first (the best)
 * when the matches are for what is typed now; undefined means the /search page decides (with the same order).
 */
export function pickMatch(ordered: readonly Match[], active: number, current: boolean): Match | undefined {
  return (active >= 0 ? ordered[active] : undefined) ?? (current ? ordered[0] : undefined);
}
