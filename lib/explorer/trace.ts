/**
 * The call trace as a real tree: actions come ordered by `index` with their `call_depth` (0 = the top-level call);
 * each action's parent is the nearest earlier action one level up. Which nodes are open lives in the URL.
 */
export interface TraceAction {
  index: number;
  call_depth: number;
}

/** A failed action: the record says REVERT_REASON or ERROR (OUTPUT, or nothing, when it returned normally). */
export const actionFailed = (a: { result_data_type?: string }) =>
  a.result_data_type !== undefined && a.result_data_type !== 'OUTPUT';

export interface TraceNode<A extends TraceAction> {
  id: string;
  action: A;
  /** 1-based, as aria-level wants it. */
  level: number;
  parent: string | null;
  children: string[];
  /** HashScan-style path label: 1, 1_1, 1_2, 1_2_1 … */
  path: string;
}

export interface TraceTree<A extends TraceAction> {
  roots: string[];
  nodes: Map<string, TraceNode<A>>;
}

export function buildTraceTree<A extends TraceAction>(actions: readonly A[]): TraceTree<A> {
  const sorted = [...actions].sort((a, b) => a.index - b.index);
  const nodes = new Map<string, TraceNode<A>>();
  const roots: string[] = [];
  const stack: TraceNode<A>[] = [];
  for (const action of sorted) {
    while (stack.length > 0 && stack.at(-1)!.action.call_depth >= action.call_depth) stack.pop();
    const parent = stack.at(-1) ?? null;
    const siblings = parent ? parent.children : roots;
    const id = String(action.index);
    const node: TraceNode<A> = {
      id,
      action,
      level: parent ? parent.level + 1 : 1,
      parent: parent?.id ?? null,
      children: [],
      path: `${parent ? `${parent.path}_` : ''}${siblings.length + 1}`,
    };
    siblings.push(id);
    nodes.set(id, node);
    stack.push(node);
  }
  return { roots, nodes };
}

/** The nodes a reader sees, in document order: a closed node hides its subtree. */
export function visibleNodes<A extends TraceAction>(
  tree: TraceTree<A>,
  open: ReadonlySet<string> | 'all',
): TraceNode<A>[] {
  const out: TraceNode<A>[] = [];
  const walk = (ids: string[]) => {
    for (const id of ids) {
      const node = tree.nodes.get(id);
      if (!node) continue;
      out.push(node);
      if (node.children.length > 0 && (open === 'all' || open.has(id))) walk(node.children);
    }
  };
  walk(tree.roots);
  return out;
}

/** Ids of the nodes that can open (have children). */
export function branchIds<A extends TraceAction>(tree: TraceTree<A>): string[] {
  return [...tree.nodes.values()].filter((n) => n.children.length > 0).map((n) => n.id);
}

/** `?open=` absent: every node open (the default); `open=` empty: all closed; else the listed node ids. */
export function parseOpen(param: string | null): ReadonlySet<string> | 'all' {
  if (param === null) return 'all';
  return new Set(param.split(/[,.]/).filter((s) => /^\d+$/.test(s)));
}

/** The URL value for a set of open nodes; null when it is the default (all open). */
export function serializeOpen(open: ReadonlySet<string> | 'all', branches: string[]): string | null {
  if (open === 'all' || branches.every((id) => open.has(id))) return null;
  return branches.filter((id) => open.has(id)).join('.');
}

export function toggleOpen(
  open: ReadonlySet<string> | 'all',
  id: string,
  branches: string[],
  to?: boolean,
): Set<string> {
  const next = new Set(open === 'all' ? branches : open);
  const value = to ?? !next.has(id);
  if (value) next.add(id);
  else next.delete(id);
  return next;
}
