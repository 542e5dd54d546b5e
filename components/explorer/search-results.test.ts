import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { orderMatches, pickMatch, type Match } from '@/lib/explorer/matches';
import { SearchResults } from './search-results';

const m = (group: Match['group'], title: string, href: string): Match => ({ group, title, detail: '', href });

function html(matches: Match[], active: number, recent = false): string {
  return renderToStaticMarkup(
    createElement(SearchResults, {
      id: 'r',
      open: true,
      input: recent ? '' : 'x',
      plausible: true,
      loading: false,
      matches,
      recent,
      active,
      onPick: () => {},
      onForget: () => {},
    }),
  );
}

/** The options as rendered, top to bottom: id index, whether highlighted, and title. */
function rendered(
  matches: Match[],
  active: number,
  recent = false,
): { index: number; selected: boolean; title: string }[] {
  return [
    ...html(matches, active, recent).matchAll(
      /id="r-(\d+)" role="option" aria-selected="(true|false)".*?<span class="font-mono">([^<]*)<\/span>/g,
    ),
  ].map((x) => ({
    index: Number(x[1]),
    selected: x[2] === 'true',
    title: x[3]!,
  }));
}

describe('search results dropdown', () => {
  // As in the QA report: a bare number that is a schedule and a block (the search box passes matches through orderMatches).
  const matches = orderMatches([
    m('Blocks', 'Block 1298', '/blocks/1298'),
    m('Schedules', '0.0.1298', '/schedules/0.0.1298'),
  ]);

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

  it('lists recent places as one group, in the order they were opened, with a way to forget them', () => {
    const recent = [
      m('Blocks', 'Block 7', '/blocks/7'),
      m('Accounts', '0.0.5', '/accounts/0.0.5'),
      m('Blocks', 'Block 3', '/blocks/3'),
    ];
    expect(rendered(recent, 1, true).map((o) => [o.title, o.selected])).toEqual([
      ['Block 7', false],
      ['0.0.5', true],
      ['Block 3', false],
    ]);
    expect(html(recent, -1, true)).toContain('aria-label="Recent"');
    expect(html(recent, -1, true)).toContain('Forget recent searches');
    expect(html(recent, -1, false)).not.toContain('Forget recent searches');
  });
});
