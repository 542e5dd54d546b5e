/**
 * Re-indents JSON text without parsing it, so int64 values beyond 2^53 keep every digit (JSON.parse would
 * round them). Invalid JSON comes back unchanged.
 */
export function prettyJson(text: string, indent = '  '): string {
  let out = '';
  let depth = 0;
  let inString = false;
  const newline = () => `\n${indent.repeat(depth)}`;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inString) {
      out += ch;
      if (ch === '\\') out += text[++i] ?? '';
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') {
      inString = true;
      out += ch;
    } else if (ch === '{' || ch === '[') {
      const close = ch === '{' ? '}' : ']';
      let j = i + 1;
      while (/\s/.test(text[j] ?? '')) j++;
      if (text[j] === close) {
        out += ch + close; // keep empty objects and arrays on one line
        i = j;
      } else {
        depth++;
        out += ch + newline();
      }
    } else if (ch === '}' || ch === ']') {
      depth = Math.max(0, depth - 1);
      out += newline() + ch;
    } else if (ch === ',') {
      out += ch + newline();
    } else if (ch === ':') {
      out += ': ';
    } else if (!/\s/.test(ch)) {
      out += ch;
    }
  }
  return inString || depth !== 0 ? text : out;
}
