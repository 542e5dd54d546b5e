import type { Tone } from '../present';
import { escapeXml } from '../xml-text';

/** Shields-style colours; white text on each meets WCAG AA (4.5:1). */
export const BADGE_COLOURS: Record<Tone, string> = {
  none: '#1a7f37',
  minor: '#9a6700',
  major: '#bc4c00',
  critical: '#cf222e',
  maintenance: '#0969da',
};
const LABEL_COLOUR = '#555';

/** Approximate advance widths of Verdana 11px (what shields.io uses), enough to size the boxes. */
function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) {
    if ("iljtf.,:;!|' ".includes(ch)) w += 3.6;
    else if ('mwMW'.includes(ch)) w += 10;
    else if (/[A-Z0-9]/.test(ch)) w += 7.5;
    else w += 6.6;
  }
  return Math.round(w);
}

export interface Badge {
  label: string;
  message: string;
  tone: Tone;
  /** Longer text for screen readers and hover, e.g. the page description. */
  title?: string;
}

/** A flat two-part badge, `label | message`, as an SVG with its text readable by assistive technology. */
export function buildBadgeSvg({ label, message, tone, title }: Badge): string {
  const pad = 6;
  const lw = textWidth(label) + 2 * pad;
  const mw = textWidth(message) + 2 * pad;
  const width = lw + mw;
  const name = escapeXml(title ? `${label}: ${message} (${title})` : `${label}: ${message}`);
  const colour = BADGE_COLOURS[tone];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    '<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>',
    `<clipPath id="r"><rect width="${width}" height="20" rx="3" fill="#fff"/></clipPath>`,
    '<g clip-path="url(#r)">',
    `<rect width="${lw}" height="20" fill="${LABEL_COLOUR}"/>`,
    `<rect x="${lw}" width="${mw}" height="20" fill="${colour}"/>`,
    `<rect width="${width}" height="20" fill="url(#s)"/>`,
    '</g>',
    '<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">',
    `<text x="${lw / 2}" y="14">${escapeXml(label)}</text>`,
    `<text x="${lw + mw / 2}" y="14">${escapeXml(message)}</text>`,
    '</g>',
    '</svg>',
    '',
  ].join('');
}

/** Short badge text for a page or component tone. */
export const BADGE_MESSAGE: Record<Tone, string> = {
  none: 'operational',
  minor: 'degraded',
  major: 'partial outage',
  critical: 'major outage',
  maintenance: 'maintenance',
};
