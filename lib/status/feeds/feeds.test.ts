import { describe, expect, it } from 'vitest';
import { buildAtomFeed } from './atom';
import { feedEntry, type FeedMeta } from './entries';
import { incident, maintenance } from './fixtures.testing';
import { buildRssFeed } from './rss';
import { child, childrenNamed, parseXml } from './xml-tree.testing';

const base = 'http://status.test';
const meta: FeedMeta = {
  title: 'Demo & Co Status - Incident History',
  pageUrl: `${base}/status`,
  selfUrl: `${base}/status/history.atom?component=node00000007`,
  author: 'Demo & Co',
  timeZone: 'Europe/Zurich',
  updatedMs: Date.parse('2026-03-01T00:00:00Z'),
};
const entries = [feedEntry(incident, base, meta.timeZone), feedEntry(maintenance, base, meta.timeZone)];

describe('feed entries', () => {
  it('carry every update newest first, in the page time zone, and the affected components', () => {
    const [e] = entries;
    expect(e?.url).toBe(`${base}/status/incidents/inc000000001`);
    expect(e?.html.indexOf('Resolved')).toBeLessThan(e?.html.indexOf('Investigating') ?? 0);
    expect(e?.html).toContain('Mar 10, 2026, 14:00 GMT+1'); // 13:00Z in Zurich
    expect(e?.html).toContain('Back to normal.<br>Thanks');
    expect(e?.html).toContain(
      'This incident affected: Node 4 (account 0.0.7) | Hosted by &quot;R&amp;D&quot; &lt;Lab&gt;.',
    );
    expect(entries[1]?.url).toBe(`${base}/status/maintenances/mnt000000001`);
    expect(entries[1]?.html).toMatch(/^<p>Scheduled for Mar 12, 2026, 11:00 GMT\+1 to Mar 12, 2026, 12:00 GMT\+1<\/p>/);
  });
});

describe('Atom 1.0', () => {
  const xml = buildAtomFeed(meta, entries);
  const feed = parseXml(xml);

  it('is well-formed with the Atom namespace and the required feed elements', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(feed.name).toBe('feed');
    expect(feed.attrs.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(child(feed, 'id')?.text).toBe(meta.selfUrl);
    expect(child(feed, 'title')?.text).toBe('Demo & Co Status - Incident History');
    expect(child(feed, 'updated')?.text).toBe('2026-03-10T13:00:00.000Z'); // newest entry
    expect(child(child(feed, 'author')!, 'name')?.text).toBe('Demo & Co');
    const links = childrenNamed(feed, 'link').map((l) => [l.attrs.rel, l.attrs.href]);
    expect(links).toEqual([
      ['alternate', `${base}/status`],
      ['self', meta.selfUrl],
    ]);
  });

  it('has one entry per item with id, title, updated, published, link and HTML content', () => {
    const items = childrenNamed(feed, 'entry');
    expect(items).toHaveLength(2);
    for (const e of items) {
      for (const name of ['id', 'title', 'updated', 'published', 'link', 'content'])
        expect(child(e, name), name).toBeDefined();
      expect(child(e, 'updated')?.text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(child(e, 'content')?.attrs.type).toBe('html');
    }
    expect(child(items[0]!, 'title')?.text).toBe('Node 4 <silent> & unreachable');
    // The content decodes to HTML, which itself escapes the component name.
    expect(child(items[0]!, 'content')?.text).toContain('<strong>Resolved</strong> - Back to normal.');
    expect(child(items[0]!, 'content')?.text).toContain('&quot;R&amp;D&quot; &lt;Lab&gt;');
  });

  it('is valid without entries (the page update time stands in)', () => {
    const empty = parseXml(buildAtomFeed(meta, []));
    expect(childrenNamed(empty, 'entry')).toEqual([]);
    expect(child(empty, 'updated')?.text).toBe('2026-03-01T00:00:00.000Z');
  });
});

describe('RSS 2.0', () => {
  const rss = parseXml(buildRssFeed(meta, entries));

  it('is well-formed: rss version 2.0 with one channel and its required elements', () => {
    expect(rss.name).toBe('rss');
    expect(rss.attrs.version).toBe('2.0');
    expect(rss.attrs['xmlns:atom']).toBe('http://www.w3.org/2005/Atom');
    const channels = childrenNamed(rss, 'channel');
    expect(channels).toHaveLength(1);
    const channel = channels[0]!;
    expect(child(channel, 'title')?.text).toBe(meta.title);
    expect(child(channel, 'link')?.text).toBe(`${base}/status`);
    expect(child(channel, 'description')?.text).toContain('Europe/Zurich');
    expect(child(channel, 'lastBuildDate')?.text).toBe('Tue, 10 Mar 2026 13:00:00 GMT');
    expect(child(channel, 'atom:link')?.attrs).toEqual({
      href: meta.selfUrl,
      rel: 'self',
      type: 'application/rss+xml',
    });
  });

  it('has one item per entry with title, link, guid, RFC 822 pubDate and the updates', () => {
    const items = childrenNamed(child(rss, 'channel')!, 'item');
    expect(items.map((i) => child(i, 'title')?.text)).toEqual(['Node 4 <silent> & unreachable', 'Upgrade to v0.77']);
    const first = items[0]!;
    expect(child(first, 'pubDate')?.text).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(child(first, 'guid')?.attrs.isPermaLink).toBe('true');
    expect(child(first, 'guid')?.text).toBe(child(first, 'link')?.text);
    expect(child(first, 'description')?.text).toContain('<strong>Investigating</strong>');
  });
});

describe('the test XML reader', () => {
  it('rejects what is not well-formed', () => {
    expect(() => parseXml('<a><b></a></b>')).toThrow();
    expect(() => parseXml('<a>R&D</a>')).toThrow(/bare &/);
    expect(() => parseXml('<a>&nbsp;</a>')).toThrow(/unknown entity/);
    expect(() => parseXml('<a x="1" x="2"/>')).toThrow(/duplicate/);
    expect(() => parseXml('<a/><b/>')).toThrow(/second root/);
    expect(() => parseXml('<a>')).toThrow(/unclosed/);
  });
});
