import type { FeedEntry, FeedMeta } from './entries';
import { escapeXml } from '../xml-text';

const rfc3339 = (ms: number) => new Date(ms).toISOString();

/** An Atom 1.0 document (RFC 4287): one entry per incident, its updates in the content. */
export function buildAtomFeed(meta: FeedMeta, entries: readonly FeedEntry[]): string {
  const updated = entries.reduce((t, e) => Math.max(t, e.updatedMs), meta.updatedMs);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escapeXml(meta.selfUrl)}</id>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(meta.pageUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(meta.selfUrl)}"/>`,
    `  <title>${escapeXml(meta.title)}</title>`,
    `  <updated>${rfc3339(updated)}</updated>`,
    `  <author><name>${escapeXml(meta.author)}</name></author>`,
  ];
  for (const e of entries) {
    lines.push(
      '  <entry>',
      `    <id>${escapeXml(e.id)}</id>`,
      `    <published>${rfc3339(e.publishedMs)}</published>`,
      `    <updated>${rfc3339(e.updatedMs)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(e.url)}"/>`,
      `    <title>${escapeXml(e.title)}</title>`,
      `    <content type="html">${escapeXml(e.html)}</content>`,
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}
