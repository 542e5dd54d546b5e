/**
 * An NFT's metadata as the API gives it (base64 of up to 100 bytes, most often a URI) turned into what a reader can
 * use: the text when the bytes are printable UTF-8, else the base64 as given, and a picture only when the metadata
 * carries one inline. A URI is never fetched: the explorer shows no third-party content (the pages' CSP allows
 * images from this origin and data: URLs only, see lib/http/csp.ts).
 */

export interface NftMetadata {
  /** The base64 the API gave ('' for none). */
  base64: string;
  /** The bytes as text, when they are valid UTF-8 without control characters; else null. */
  text: string | null;
  /** A data: URL of an image type browsers draw inline without running anything; else null. */
  image: string | null;
}

/** Raster types every current browser draws, and SVG, which an <img> draws without scripts or outside loads. */
const INLINE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)(?:;[\w=.+-]+)*,/i;
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function bytesOf(base64: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) return null;
  const binary = atob(base64);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function textOf(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return CONTROL.test(text) ? null : text;
  } catch {
    return null;
  }
}

export function decodeNftMetadata(base64: string | null): NftMetadata {
  const given = base64 ?? '';
  const bytes = bytesOf(given);
  const text = bytes && bytes.length > 0 ? textOf(bytes) : null;
  return { base64: given, text, image: text !== null && INLINE_IMAGE.test(text.trim()) ? text.trim() : null };
}
