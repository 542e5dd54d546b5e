/**
 * Recorded cases whose expected answer interface 0.154 changed. The corpus was recorded from a 0.145 Mirror Node;
 * where 0.154 answers otherwise (facts/mirror-node-0.145-to-0.154.md), 0.154 wins: the runner compares the case
 * with the answer below instead of the recording and counts it as "changed in 0.154", never as a plain match.
 * Each is listed in docs/compatibility.md ("0.145 → 0.154: the network endpoints").
 */
import type { CorpusCase } from './corpus';
import { JAVA_JSON_TYPE, JAVA_TEXT_TYPE } from '../java-errors';

export interface ExpectationChange {
  /** Matches the case URL exactly. */
  url: RegExp;
  /** The row of the facts' change table. */
  row: number;
  reason: string;
  /** The 0.154 answer, from the recorded one. */
  expected(recorded: CorpusCase): Pick<CorpusCase, 'status' | 'body'>;
}

const NETWORK_PATH = /^\/api\/v1\/network\//;

/**
 * The recorded response headers as 0.154 sends them: every `/api/v1/network/*` answer comes from the Java service
 * (row 48), in its spelling of the JSON and text content types (row 17).
 */
export function expectedHeaders(url: string, recorded: Readonly<Record<string, string>> | undefined): Record<string, string> | undefined {
  if (!recorded || !NETWORK_PATH.test(url)) return recorded;
  const type = recorded['content-type'];
  if (type === undefined) return recorded;
  const java = type.startsWith('text/plain') ? JAVA_TEXT_TYPE : type.startsWith('application/json') ? JAVA_JSON_TYPE : type;
  return { ...recorded, 'content-type': java };
}

const javaBadRequest = (detail: string) => ({ _status: { messages: [{ message: 'Bad Request', detail }] } });

/** Every node of a `/network/nodes` page gains `associated_registered_nodes` (none on these ledgers). */
function withAssociatedRegisteredNodes(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('nodes' in body) || !Array.isArray(body.nodes)) return body;
  return { ...body, nodes: body.nodes.map((node: object) => ({ ...node, associated_registered_nodes: [] })) };
}

export const v0154Changes: ExpectationChange[] = [
  {
    url: /^\/api\/v1\/network\/nodes(?:\?|$)/,
    row: 43,
    reason: 'every node lists associated_registered_nodes (HIP-1137), [] when none',
    expected: ({ status, body }) => ({ status, body: status === 200 ? withAssociatedRegisteredNodes(body) : body }),
  },
  {
    url: /^\/api\/v1\/network\/supply\?q=foo$/,
    row: 3,
    reason: "the Java service converts q to its enum and says \"Failed to convert 'q'\"",
    expected: () => ({ status: 400, body: javaBadRequest("Failed to convert 'q'") }),
  },
  {
    url: /^\/api\/v1\/network\/supply(?:\?|$)/,
    row: 21,
    reason: 'the Java service answers a missing supply as its EntityNotFoundException: Not Found, "Network supply not found"',
    expected: ({ status, body }) =>
      status === 404 ? { status, body: { _status: { messages: [{ message: 'Not Found', detail: 'Network supply not found' }] } } } : { status, body },
  },
  {
    url: NETWORK_PATH,
    row: 48,
    reason: "served by the Java service, in its content type (application/json;charset=UTF-8)",
    expected: ({ status, body }) => ({ status, body }),
  },
];

/** The first change whose URL matches (the specific ones are listed first). */
export const expectationChange = (url: string): ExpectationChange | undefined => v0154Changes.find((c) => c.url.test(url));
