/** Memos arrive base64-encoded; show them as text when they are text, with JSON and links recognised. */
export type Memo =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'json'; text: string }
  | { kind: 'url'; text: string }
  | { kind: 'hex'; hex: string };

function fromBase64(value: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(value)) return null;
  const normal = value.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(normal);
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export function decodeMemo(base64: string | null | undefined): Memo {
  if (!base64) return { kind: 'empty' };
  const bytes = fromBase64(base64);
  if (!bytes) return { kind: 'text', text: base64 };
  if (bytes.length === 0) return { kind: 'empty' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { kind: 'hex', hex: `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}` };
  }
  // Control characters other than whitespace mean binary data that happens to be valid UTF-8.
  if (/[\x00-\x08\x0e-\x1f\x7f]/.test(text)) {
    return { kind: 'hex', hex: `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}` };
  }
  const trimmed = text.trim();
  if (/^https?:\/\/\S+$/.test(trimmed)) return { kind: 'url', text: trimmed };
  if (/^[[{]/.test(trimmed)) {
    try {
      return { kind: 'json', text: JSON.stringify(JSON.parse(trimmed), null, 2) };
    } catch {
      /* plain text after all */
    }
  }
  return { kind: 'text', text };
}
