import { createHash } from 'node:crypto';

/**
 * The pages' Content-Security-Policy: scripts run only with this response's nonce (Next.js puts it on its own
 * scripts when the request carries the policy, see proxy.ts) or, for our one inline script, by its hash;
 * 'strict-dynamic' lets those load the chunks they import. Nothing may frame a page, plugins are off, forms and
 * <base> stay on this origin. Inline style attributes stay allowed: React writes some, and they cannot run code.
 */
export interface PolicyOptions {
  nonce: string;
  /** Exact texts of inline scripts the layout writes itself (allowed by their SHA-256). */
  inlineScripts?: readonly string[];
  /** Other origins the browser reads from (the explorer's other networks). */
  connectTo?: readonly string[];
  /** Development only: React's dev build evaluates code for its stack traces. */
  allowEval?: boolean;
}

const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function contentSecurityPolicy({
  nonce,
  inlineScripts = [],
  connectTo = [],
  allowEval = false,
}: PolicyOptions): string {
  const script = [
    `'self'`,
    `'nonce-${nonce}'`,
    `'strict-dynamic'`,
    ...inlineScripts.map(scriptHash),
    ...(allowEval ? [`'unsafe-eval'`] : []),
  ];
  return [
    `default-src 'self'`,
    `script-src ${script.join(' ')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src ${["'self'", ...connectTo].join(' ')}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * The texts of a page's inline scripts (a <script> without src), as the browser hashes them: the raw bytes between
 * the tags (a script element's text is not decoded, and cannot contain its end tag).
 */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/(?:^|\s)src\s*=/i.test(attributes!)) scripts.push(text!);
  }
  return scripts;
}

/**
 * `policy` (as contentSecurityPolicy writes it) for a copy of a page answered to many readers alike: its inline
 * scripts allowed by their SHA-256 instead of a nonce. A nonce repeated in every answer would be no secret, so the
 * copy is stripped of it and the policy names the scripts it may run. Without 'strict-dynamic' (it would need a nonce
 * or SRI on every parser-inserted script), 'self' allows Next.js's chunks, loaded from this origin. Every other
 * directive is left as it is.
 */
export function hashPolicy(policy: string, inlineScripts: readonly string[]): string {
  return policy
    .split('; ')
    .map((directive) => {
      const [name, ...sources] = directive.split(' ');
      if (name !== 'script-src') return directive;
      const kept = sources.filter((source) => !source.startsWith("'nonce-") && source !== "'strict-dynamic'");
      return [name, ...new Set([...kept, ...inlineScripts.map(scriptHash)])].join(' ');
    })
    .join('; ');
}

// Random bytes drawn 4 kB at a time, each 16 used for one nonce only: a call of getRandomValues costs ~13 µs, and every
// page request (proxy.ts) needs a nonce.
const pool = Buffer.alloc(4096);
let drawn = pool.length;

/** 16 random bytes, base64: a new one for every page answer. */
export function newNonce(): string {
  if (drawn === pool.length) {
    crypto.getRandomValues(pool);
    drawn = 0;
  }
  drawn += 16;
  return pool.toString('base64', drawn - 16, drawn);
}
