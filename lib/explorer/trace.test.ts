import { describe, expect, it } from 'vitest';
import { branchIds, buildTraceTree, parseOpen, serializeOpen, toggleOpen, visibleNodes } from './trace';

// 0 ─┬─ 1 ─── 2
//    └─ 3 ─┬─ 4 ─── 5
//          └─ 6
const depths = [0, 1, 2, 1, 2, 3, 2];
const actions = depths.map((call_depth, index) => ({ index, call_depth })).reverse();

describe('call trace tree', () => {
  const tree = buildTraceTree(actions);

  it('nests by call_depth in index order', () => {
    expect(tree.roots).toEqual(['0']);
    expect(tree.nodes.get('0')!.children).toEqual(['1', '3']);
    expect(tree.nodes.get('3')!.children).toEqual(['4', '6']);
    expect(tree.nodes.get('5')!.parent).toBe('4');
    expect([...tree.nodes.values()].map((n) => n.level)).toEqual([1, 2, 3, 2, 3, 4, 3]);
    expect(tree.nodes.get('6')!.path).toBe('1_2_2');
  });

  it('survives depth jumps and several top-level calls', () => {
    const odd = buildTraceTree([0, 2, 0, 1].map((call_depth, index) => ({ index, call_depth })));
    expect(odd.roots).toEqual(['0', '2']);
    expect(odd.nodes.get('1')!.parent).toBe('0');
    expect(odd.nodes.get('3')!.parent).toBe('2');
  });

  it('shows every node when all are open and hides closed subtrees', () => {
    expect(visibleNodes(tree, 'all')).toHaveLength(7);
    expect(visibleNodes(tree, new Set(['0'])).map((n) => n.id)).toEqual(['0', '1', '3']);
    expect(visibleNodes(tree, new Set()).map((n) => n.id)).toEqual(['0']);
  });

  it('keeps the open nodes in a URL value', () => {
    const branches = branchIds(tree);
    expect(branches).toEqual(['0', '1', '3', '4']);
    expect(parseOpen(null)).toBe('all');
    expect(serializeOpen('all', branches)).toBeNull();
    const closed3 = toggleOpen('all', '3', branches);
    expect(serializeOpen(closed3, branches)).toBe('0.1.4');
    expect(parseOpen('0.1.4')).toEqual(new Set(['0', '1', '4']));
    expect(parseOpen('0,1,x')).toEqual(new Set(['0', '1']));
    expect(serializeOpen(toggleOpen(closed3, '3', branches), branches)).toBeNull();
    expect(serializeOpen(new Set(), branches)).toBe('');
  });
});
