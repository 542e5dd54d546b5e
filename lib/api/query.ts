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
      const key = decode(eq < 0 ? part : part.slice(0, eq)).toLowerCase().replace(/\[\]$/, '');
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

  /** Parameters given more than `max` times, with their counts (the reference refuses them before anything else). */
  repeatedOver(max: number): [string, number][] {
    return [...this.map.entries()].filter(([, values]) => values.length > max).map(([key, values]) => [key, values.length]);
  }

  /** A copy as ordered entries, for building links. */
  entries(): [string, string[]][] {
    return [...this.map.entries()].map(([k, v]) => [k, [...v]]);
  }
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // Malformed escapes are kept verbatim; validation then rejects the value with a 400.
    return text;
  }
}
