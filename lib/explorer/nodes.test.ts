import { describe, expect, it } from 'vitest';
import { nodeApiPath, nodeHref, nodeIdOfPath } from './nodes';

describe('node pages', () => {
  it('names a node by its decimal id, and nothing else', () => {
    expect(nodeIdOfPath('/nodes/0')).toBe('0');
    expect(nodeIdOfPath('/nodes/27')).toBe('27');
    for (const bad of ['/nodes/01', '/nodes/-1', '/nodes/0.0.3', '/nodes/1234567', '/nodes/x'])
      expect(nodeIdOfPath(bad)).toBeNull();
    for (const other of ['/nodes', '/nodes/1/x', '/accounts/1']) expect(nodeIdOfPath(other)).toBeUndefined();
  });

  it('links and reads by that id', () => {
    expect(nodeHref(3n)).toBe('/nodes/3');
    expect(nodeApiPath('3')).toBe('/api/v1/network/nodes?node.id=eq:3');
  });
});
