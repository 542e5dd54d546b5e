/** Text and attribute values for XML 1.0: the five escapes, and characters XML forbids dropped. */
export function escapeXml(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** HTML for a feed entry's body (then escaped once more as XML text): escaped text, line breaks kept. */
export function htmlText(value: string): string {
  return escapeXml(value).replace(/\r?\n/g, '<br>');
}
