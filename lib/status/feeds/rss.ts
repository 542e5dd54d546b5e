import type { FeedEntry, FeedMeta } from './entries';
import { escapeXml } from '../xml-text';

/** RFC 822 date, as RSS 2.0 asks: `Tue, 10 Mar 2026 12:00:00 GMT`. */
const rfc822 = (ms: number) => new Date(ms).toUTCString();

/** An RSS 2.0 document: one item per incident, its updates in the description; atom:link names the feed. */
export function buildRssFeed(meta: FeedMeta, entries: readonly FeedEntry[]): string {
  const updated = entries.reduce((t, e) => Math.max(t, e.updatedMs), meta.updatedMs);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(meta.title)}</title>`,
    `    <link>${escapeXml(meta.pageUrl)}</link>`,
    `    <description>${escapeXml(`${meta.title} (times in ${meta.timeZone})`)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${rfc822(updated)}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(meta.selfUrl)}" rel="self" type="application/rss+xml"/>`,
  ];
  for (const e of entries) {
    lines.push(
      '    <item>',
      `      <title>${escapeXml(e.title)}</title>`,
      `      <description>${escapeXml(e.html)}</description>`,
      `      <pubDate>${rfc822(e.publishedMs)}</pubDate>`,
      `      <link>${escapeXml(e.url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(e.url)}</guid>`,
      '    </item>',
    );
  }
  lines.push('  </channel>', '</rss>', '');
  return lines.join('\n');
}
