/**
 * A consensus node's page, /nodes/{node id}. Nodes are not entities (their ids are small numbers of their own, and
 * the API reads them from the address book at /network/nodes, not /{section}/{id}), so they stay out of the
 * sections table: search does not guess a node from a bare number, which names a block or an account first.
 */
const NODE_PAGE = /^\/nodes\/([^/]+)$/;
const NODE_ID = /^(?:0|[1-9]\d{0,5})$/;

export const nodeHref = (nodeId: bigint | number | string) => `/nodes/${nodeId}`;

/** The node id a path names: undefined when the path is not a node page, null when it names no possible node. */
export function nodeIdOfPath(pathname: string): string | null | undefined {
  const match = NODE_PAGE.exec(pathname);
  if (!match) return undefined;
  const id = match[1]!;
  return NODE_ID.test(id) ? id : null;
}

/** The address book entry of one node. */
export const nodeApiPath = (nodeId: string) => `/api/v1/network/nodes?node.id=eq:${nodeId}`;
