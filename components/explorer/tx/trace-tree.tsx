'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import {
  branchIds,
  buildTraceTree,
  parseOpen,
  serializeOpen,
  toggleOpen,
  visibleNodes,
  type TraceTree as Tree,
} from '@/lib/explorer/trace';
import type { DecodedAction } from '@/lib/explorer/trace-decode';
import { describeAction, TraceDetails, TraceRow } from './trace-row';

const button =
  'rounded-md border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:hover:bg-slate-800';

/**
 * The contract call trace as a tree (WAI-ARIA tree pattern): arrows move, Right/Left open and close, Home/End jump,
 * Enter/Space toggle. Which nodes are open is kept in the URL (`?open=`; absent = all open).
 *
 * Items hold links and buttons (entity links, "Details", copy buttons in the details). Focus stays on the treeitems
 * (roving tabindex); only the active item's own controls are in the tab order (Tab goes into them, Escape comes back),
 * and keys pressed on a control act on the control, not on the tree.
 */
export function TraceTree({ actions }: { actions: DecodedAction[] }) {
  const tree = useMemo(() => buildTraceTree(actions), [actions]);
  const branches = useMemo(() => branchIds(tree), [tree]);
  const params = useSearchParams();
  const pathname = usePathname();
  const open = parseOpen(params.get('open'));
  const [focused, setFocused] = useState<string>(tree.roots[0] ?? '');
  const [details, setDetails] = useState<ReadonlySet<string>>(() => new Set());
  const refs = useRef(new Map<string, HTMLDivElement>());
  const prefix = useId();
  // The party under the pointer or focus, marked wherever it appears (as Otterscan does): one style rule, so
  // pointing does not re-render the tree. Keys are entity ids or hex addresses; anything else marks nothing.
  const [party, setParty] = useState<string | null>(null);
  const pointAt = (target: EventTarget) => {
    const key = (target as HTMLElement).closest<HTMLElement>('[data-party]')?.dataset.party ?? null;
    setParty(key !== null && /^[0-9a-fx.]+$/.test(key) ? key : null);
  };
  const treeClass = `trace-${prefix.replace(/[^a-zA-Z0-9_-]/g, '')}`;

  const setOpen = (next: ReadonlySet<string> | 'all') => {
    const copy = new URLSearchParams(params);
    const value = serializeOpen(next, branches);
    if (value === null) copy.delete('open');
    else copy.set('open', value);
    const query = copy.toString();
    window.history.replaceState(null, '', `${pathname}${query ? `?${query}` : ''}${window.location.hash}`);
  };
  const isOpen = (id: string) => open === 'all' || open.has(id);
  const focus = (id: string | undefined) => {
    if (id === undefined) return;
    setFocused(id);
    refs.current.get(id)?.focus();
  };

  const toggleDetails = (id: string) =>
    setDetails((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (target.getAttribute('role') !== 'treeitem') {
      // A link or button inside an item: its keys are its own; Escape returns to the item.
      if (event.key === 'Escape') {
        event.preventDefault();
        focus(target.closest<HTMLElement>('[role="treeitem"]')?.dataset.node);
      }
      return;
    }
    const visible = visibleNodes(tree, open);
    const at = visible.findIndex((n) => n.id === focused);
    const node = visible[at];
    if (!node) return;
    const has = node.children.length > 0;
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(visible[at + 1]?.id),
      ArrowUp: () => focus(visible[at - 1]?.id),
      Home: () => focus(visible[0]?.id),
      End: () => focus(visible.at(-1)?.id),
      ArrowRight: () =>
        has && !isOpen(node.id)
          ? setOpen(toggleOpen(open, node.id, branches, true))
          : has
            ? focus(node.children[0])
            : undefined,
      ArrowLeft: () =>
        has && isOpen(node.id) ? setOpen(toggleOpen(open, node.id, branches, false)) : focus(node.parent ?? undefined),
      Enter: () => has && setOpen(toggleOpen(open, node.id, branches)),
      ' ': () => has && setOpen(toggleOpen(open, node.id, branches)),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const render = (ids: string[], t: Tree<DecodedAction>) =>
    ids.map((id) => {
      const node = t.nodes.get(id)!;
      const has = node.children.length > 0;
      const expanded = has && isOpen(id);
      const inner = focused === id ? 0 : -1;
      const detailsId = `${prefix}-details-${id}`;
      const detailsOpen = details.has(id);
      return (
        // The item is the row (and its details when open): named by its own content, which is what a sighted reader
        // sees (WCAG 2.5.3), and described by the full summary the compact row abbreviates. Its children follow as
        // a group, a sibling inside a presentational li, so their text is not part of this item's name.
        <li key={id} role="none">
          <div
            ref={(el) => {
              if (el) refs.current.set(id, el);
              else refs.current.delete(id);
            }}
            role="treeitem"
            aria-level={node.level}
            aria-expanded={has ? expanded : undefined}
            aria-selected={focused === id}
            aria-describedby={`${prefix}-summary-${id}`}
            data-node={id}
            tabIndex={focused === id ? 0 : -1}
            onFocus={(event: FocusEvent<HTMLDivElement>) =>
              (event.target as HTMLElement).closest('[role="treeitem"]') === event.currentTarget && setFocused(id)
            }
            className="outline-none [&:focus-visible>div]:rounded [&:focus-visible>div]:outline-2 [&:focus-visible>div]:outline-sky-600"
          >
            <div className="flex items-start gap-1">
              <span
                aria-hidden="true"
                data-toggle={id}
                onClick={() => has && setOpen(toggleOpen(open, id, branches))}
                className={`mt-1 h-5 w-5 shrink-0 cursor-pointer select-none rounded text-center text-xs leading-5 ${has ? 'hover:bg-slate-200 dark:hover:bg-slate-700' : 'invisible'}`}
              >
                {expanded ? '▾' : '▸'}
              </span>
              <div className="min-w-0 flex-1" onClick={() => setFocused(id)}>
                <TraceRow
                  node={node}
                  tabIndex={inner}
                  detailsId={detailsId}
                  detailsOpen={detailsOpen}
                  onToggleDetails={() => toggleDetails(id)}
                />
              </div>
            </div>
            {detailsOpen && <TraceDetails node={node} id={detailsId} tabIndex={inner} />}
          </div>
          <span id={`${prefix}-summary-${id}`} hidden>
            {describeAction(node)}
          </span>
          {expanded && (
            <ul role="group" className="ml-2 border-l border-slate-300 pl-1 sm:ml-3 sm:pl-3 dark:border-slate-600">
              {render(node.children, t)}
            </ul>
          )}
        </li>
      );
    });

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2 px-4 py-2">
        <span className="text-sm text-slate-600 dark:text-slate-400">{actions.length} actions</span>
        <button type="button" className={button} onClick={() => setOpen('all')}>
          Expand all
        </button>
        <button type="button" className={button} onClick={() => setOpen(new Set())}>
          Collapse all
        </button>
      </div>
      {party && (
        <style>{`.${treeClass} [data-party="${party}"]{background:#fef3c7;box-shadow:0 0 0 1px #f59e0b}.dark .${treeClass} [data-party="${party}"]{background:rgb(120 53 15/.6)}`}</style>
      )}
      <ul
        role="tree"
        aria-label="Call trace"
        onKeyDown={onKeyDown}
        onMouseOver={(event) => pointAt(event.target)}
        onMouseLeave={() => setParty(null)}
        onFocus={(event) => pointAt(event.target)}
        className={`${treeClass} overflow-x-auto px-2 pb-3`}
      >
        {render(tree.roots, tree)}
      </ul>
    </div>
  );
}
