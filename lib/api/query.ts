/** Parameters whose values the reference lower-cases before anything reads them (links included). */
const CASE_INSENSITIVE_VALUES = new Set(['order', 'result']);

/**
 * The query string as the Mirror Node sees it: keys lower-cased, `order` and `result` values lower-cased,
 * repeated keys kept in order, key order of first appearance preserved (pagination links are rebuilt from it).
 */
export class QueryParams {
  private readonly map = new Map<string, string[]>();

  constructor(search: string) {
    const raw = search.startsWith('?') ? search.slice(1) : search;
    for (const part of raw.split('&')) {
      if (part === '') continue;
      const eq = part.indexOf('=');
      // `timestamp[]=…` is the array form clients such as HashScan send; the reference's parser reads it as `timestamp`.
      const key = decode(eq < 0 ? part : part.slice(0, eq))
        .toLowerCase()
        .replace(/\[\]$/, '');
      const text = eq < 0 ? '' : decode(part.slice(eq + 1));
      const value = CASE_INSENSITIVE_VALUES.has(key) ? text.toLowerCase() : text;
      const values = this.map.get(key);
      if (values) values.push(value);
      else this.map.set(key, [value]);
    }
  }

  keys(): string[] {
    return [...this.map.keys()];
  }

  has(key: string): boolean {
    return this.map.has(key);
  }

  all(key: string): string[] {
    return this.map.get(key) ?? [];
  }

  /** The last value of a repeated parameter (the reference's rule for `nonce`, `scheduled`, `order`...). */
  last(key: string): string | undefined {
    return this.map.get(key)?.at(-1);
  }

  /** Whether some parameter is given more than `max` times. */
  hasRepeatedOver(max: number): boolean {
    return [...this.map.values()].some((values) => values.length > max);
  }

  /** A copy as ordered entries, for building links. */
  entries(): [string, string[]][] {
    return [...this.map.entries()].map(([k, v]) => [k, [...v]]);
  }
}

/** The reference's query-string parser (qs) reads at most this many `&`-separated parts. */
const MAX_PARTS = 1000;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * What the reference's query-string parser refuses before any route reads the query (interface 0.147: qs with
 * `arrayLimit` = maxRepeatedQueryParameters, `depth: 1`, `strictDepth` and `throwOnLimitExceeded`), in its words;
 * null when it parses. `a[b]=` is one level deep and parses; `a[b][c]=` does not.
 */
export function refusedQueryString(search: string, query: QueryParams, maxValues: number): string | null {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  if (raw.split('&').length > MAX_PARTS)
    return `Parameter limit exceeded. Only ${plural(MAX_PARTS, 'parameter')} allowed.`;
  if (query.keys().some((key) => /\[[^\]]*\][^[]*\[/.test(key)))
    return 'Input depth exceeded depth option of 1 and strictDepth is true';
  if (query.hasRepeatedOver(maxValues))
    return `Array limit exceeded. Only ${plural(maxValues, 'element')} allowed in an array.`;
  return null;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // Malformed escapes are kept verbatim; validation then rejects the value with a 400.
    return text;
  }
}
