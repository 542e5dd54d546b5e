/**
 * Percent-decoding that does not throw: a client's malformed escape (`%FF`, `%E0%A4%A`) is text to validate and
 * refuse, not an exception. Null when `text` does not decode.
 */
export function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
