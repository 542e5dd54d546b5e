import { describe, expect, it } from 'vitest';
import { BADGE_COLOURS, BADGE_MESSAGE, buildBadgeSvg } from './badge';
import { toneOf } from '../present';
import { child, childrenNamed, parseXml } from './xml-tree.testing';

/** sRGB relative luminance and contrast ratio (WCAG 2). */
function contrast(hex: string, against = '#ffffff'): number {
  const lum = (h: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(h.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
  };
  const [a, b] = [lum(hex), lum(against)].sort((x, y) => y - x) as [number, number];
  return (a + 0.05) / (b + 0.05);
}

describe('status badge', () => {
  it('is a well-formed SVG naming label and message, coloured by tone', () => {
    const svg = parseXml(
      buildBadgeSvg({ label: 'status', message: 'partial outage', tone: 'major', title: 'Partial <System> Outage' }),
    );
    expect(svg.name).toBe('svg');
    expect(svg.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(svg.attrs.role).toBe('img');
    expect(svg.attrs['aria-label']).toBe('status: partial outage (Partial <System> Outage)');
    expect(child(svg, 'title')?.text).toBe(svg.attrs['aria-label']);
    const texts = childrenNamed(childrenNamed(svg, 'g')[1]!, 'text').map((t) => t.text);
    expect(texts).toEqual(['status', 'partial outage']);
    const rects = childrenNamed(childrenNamed(svg, 'g')[0]!, 'rect');
    expect(rects[1]?.attrs.fill).toBe(BADGE_COLOURS.major);
    const widths = rects.map((r) => Number(r.attrs.width));
    expect(widths[0]! + widths[1]!).toBe(Number(svg.attrs.width));
  });

  it('grows with its text', () => {
    const width = (message: string) =>
      Number(parseXml(buildBadgeSvg({ label: 'status', message, tone: 'none' })).attrs.width);
    expect(width('major outage')).toBeGreaterThan(width('ok'));
  });

  it('uses colours white text can be read on, and words for every tone', () => {
    for (const [tone, colour] of Object.entries(BADGE_COLOURS)) {
      expect(contrast(colour), tone).toBeGreaterThanOrEqual(4.5);
      expect(BADGE_MESSAGE[tone as keyof typeof BADGE_MESSAGE]).toBeTruthy();
    }
  });

  it('reads maintenance from the description, since the 4-value indicator says none', () => {
    expect(toneOf({ indicator: 'none', description: 'Service Under Maintenance' })).toBe('maintenance');
    expect(toneOf({ indicator: 'none', description: 'All Systems Operational' })).toBe('none');
    expect(toneOf({ indicator: 'critical', description: 'Major System Outage' })).toBe('critical');
  });
});
