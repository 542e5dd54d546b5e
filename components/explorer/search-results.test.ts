import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { orderMatches, pickMatch, type Match } from '@/lib/explorer/resolve';
import { SearchResults } from './search-results';

const m = (group: Match['group'], title: string, href: string): Match => ({ group, title, detail: '', href });

/** The options as rendered, top to bottom: id index, whether highlighted, and title. */
function rendered(matches: Match[], active: number): { index: number; selected: boolean; title: string }[] {
  const html = renderToStaticMarkup(
    createElement(SearchResults, { id: 'r', open: true, input: 'x', plausible: true, loading: false, matches, active, onPick: () => {} }),
  );
  return [...html.matchAll(/id="r-(\d+)" role="option" aria-selected="(true|false)".*?<span class="font-mono">([^<]*)<\/span>/g)].map((x) => ({
    index: Number(x[1]),
    selected: x[2] === 'true',
    title: x[3]!,
  }));
}

describe('search results dropdown', () => {
  // As in the QA report: a bare number that is a schedule and a block (the search box passes matches through orderMatches).
  const matches = orderMatches([m('Blocks', 'Block 1298', '/blocks/1298'), m('Schedules', '0.0.1298', '/schedules/0.0.1298')]);

  it('shows the matches in the order Enter uses, and says the first is what Enter opens', () => {
    const options = rendered(matches, -1);
    expect(options.map((o) => o.index)).toEqual([0, 1]);
    expect(options.map((o) => o.title)).toEqual(matches.map((x) => x.title));
    expect(options[0]!.title).toBe(pickMatch(matches, -1, true)!.title);
  });

  it('highlights the option Enter opens', () => {
    for (let active = 0; active < matches.length; active++) {
      const options = rendered(matches, active);
      const highlighted = options.filter((o) => o.selected);
      expect(highlighted).toHaveLength(1);
      expect(highlighted[0]!.index).toBe(active);
      expect(highlighted[0]!.title).toBe(pickMatch(matches, active, true)!.title);
    }
  });
});
