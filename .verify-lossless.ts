// Temporary local check (not part of the project): replays with case bodies read losslessly.
const original = JSON.parse;
const TOKENS = /"(?:[^"\\]|\\.)*"|-?\d{16,}(?![.eE\d])/g;
JSON.parse = ((text: string, reviver?: (this: unknown, k: string, v: unknown) => unknown) => {
  if (typeof text !== 'string' || !text.trimStart().startsWith('[') || !text.includes('"url"')) return original(text, reviver);
  const marked = text.replace(TOKENS, (t) => (t.startsWith('"') ? t : `"~big~${t}"`));
  return original(marked, (_k, v) => (typeof v === 'string' && v.startsWith('~big~') ? BigInt(v.slice(5)) : v));
}) as typeof JSON.parse;
process.argv.splice(2, 0);
await import('./scripts/conformance.ts');
