/**
 * JSON writer that keeps int64 exact: bigint values are written as bare JSON numbers with every digit
 * (JSON.stringify throws on bigint, and Number would round above 2^53). Node 20 has no JSON.rawJSON.
 */
export function toJson(value: unknown): string {
  return write(value) ?? 'null';
}

function write(value: unknown): string | undefined {
  switch (typeof value) {
    case 'bigint':
      return value.toString();
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map((v) => write(v) ?? 'null').join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  const parts: string[] = [];
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const written = write(v);
    if (written !== undefined) parts.push(`${JSON.stringify(key)}:${written}`);
  }
  return `{${parts.join(',')}}`;
}

const TOKENS = /"(?:[^"\\]|\\.)*"|-?\d{16,}(?![.eE\d])/g;
const BIG = '~bigint~';

/** Lossless parse for tests and clients: integers of 16+ digits come back as bigint (Node 20 lacks reviver source). */
export function parseJsonLossless(text: string): unknown {
  const marked = text.replace(TOKENS, (token) => (token.startsWith('"') ? token : `"${BIG}${token}"`));
  return JSON.parse(marked, (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith(BIG) ? BigInt(value.slice(BIG.length)) : value,
  );
}
