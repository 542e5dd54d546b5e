import type { Component } from '@/lib/schemas/status';
import {
  COMPONENT_STATUS_LABEL,
  IMPACT_LABEL,
  toneOfComponent,
  type AnyIncident,
  type Tone,
} from '@/lib/status/present';

type ComponentStatus = Component['status'];

/**
 * The page tones plus `neutral`, for an incident of impact "none": something was reported but nothing was hurt,
 * so it must not look like the green of "operational" (nor like a problem).
 */
export type Shade = Tone | 'neutral';

/**
 * Status colours with an icon and words beside them, never colour alone. Text colours meet 4.5:1 on the page
 * and card backgrounds in both themes.
 */
export const TONE_TEXT: Record<Shade, string> = {
  none: 'text-green-700 dark:text-green-400',
  minor: 'text-amber-700 dark:text-amber-300',
  major: 'text-orange-700 dark:text-orange-300',
  critical: 'text-red-700 dark:text-red-400',
  maintenance: 'text-blue-700 dark:text-blue-300',
  neutral: 'text-slate-700 dark:text-slate-300',
};

export const TONE_PANEL: Record<Shade, string> = {
  none: 'border-green-600 bg-green-50 text-green-900 dark:border-green-500 dark:bg-green-950 dark:text-green-100',
  minor: 'border-amber-500 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100',
  major:
    'border-orange-600 bg-orange-50 text-orange-950 dark:border-orange-400 dark:bg-orange-950 dark:text-orange-100',
  critical: 'border-red-600 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-100',
  maintenance: 'border-blue-600 bg-blue-50 text-blue-950 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-100',
  neutral: 'border-slate-500 bg-slate-50 text-slate-900 dark:border-slate-400 dark:bg-slate-800 dark:text-slate-100',
};

export const TONE_BORDER: Record<Shade, string> = {
  none: 'border-l-green-600 dark:border-l-green-500',
  minor: 'border-l-amber-500 dark:border-l-amber-400',
  major: 'border-l-orange-600 dark:border-l-orange-400',
  critical: 'border-l-red-600 dark:border-l-red-500',
  maintenance: 'border-l-blue-600 dark:border-l-blue-400',
  neutral: 'border-l-slate-500 dark:border-l-slate-400',
};

/** Bar fills for the uptime days (non-text, so 3:1 against the background is what counts). */
export const TONE_FILL: Record<Shade, string> = {
  none: 'bg-green-600 dark:bg-green-500',
  minor: 'bg-amber-500 dark:bg-amber-400',
  major: 'bg-orange-600 dark:bg-orange-400',
  critical: 'bg-red-600 dark:bg-red-500',
  maintenance: 'bg-blue-600 dark:bg-blue-400',
  neutral: 'bg-slate-500 dark:bg-slate-400',
};

export const IMPACT_TONE: Record<AnyIncident['impact'], Shade> = {
  none: 'neutral',
  minor: 'minor',
  major: 'major',
  critical: 'critical',
  maintenance: 'maintenance',
};

/** A distinct shape per tone: check, triangle, diamond, octagon, wrench; an "i" in a circle for neutral. */
export function ToneIcon({ tone, className = 'h-4 w-4' }: { tone: Shade; className?: string }) {
  const common = {
    viewBox: '0 0 16 16',
    className: `${className} shrink-0`,
    'aria-hidden': true,
    focusable: false,
  } as const;
  switch (tone) {
    case 'none':
      return (
        <svg {...common} fill="currentColor">
          <circle cx="8" cy="8" r="7.5" />
          <path
            d="M4.5 8.2l2.3 2.3 4.7-4.9"
            className="stroke-white dark:stroke-slate-950"
            strokeWidth="1.8"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      );
    case 'minor':
      return (
        <svg {...common} fill="currentColor">
          <path d="M8 .8l7.6 13.6H.4z" />
          <path
            d="M8 5.5v4.2M8 11.6v.4"
            className="stroke-white dark:stroke-slate-950"
            strokeWidth="1.7"
            strokeLinecap="round"
          />
        </svg>
      );
    case 'major':
      return (
        <svg {...common} fill="currentColor">
          <path d="M8 .3L15.7 8 8 15.7.3 8z" />
          <path
            d="M8 4.5v4.3M8 11v.4"
            className="stroke-white dark:stroke-slate-950"
            strokeWidth="1.7"
            strokeLinecap="round"
          />
        </svg>
      );
    case 'critical':
      return (
        <svg {...common} fill="currentColor">
          <path d="M5 .5h6L15.5 5v6L11 15.5H5L.5 11V5z" />
          <path
            d="M5.5 5.5l5 5M10.5 5.5l-5 5"
            className="stroke-white dark:stroke-slate-950"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      );
    case 'neutral':
      return (
        <svg {...common} fill="currentColor">
          <circle cx="8" cy="8" r="7.5" />
          <path
            d="M8 7.2v4.3M8 4.6v.4"
            className="stroke-white dark:stroke-slate-950"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      );
    case 'maintenance':
      return (
        <svg {...common} fill="currentColor">
          <circle cx="8" cy="8" r="7.5" />
          <path
            d="M10.8 4.2a2.4 2.4 0 00-3 3L4.3 10.7a1 1 0 001.4 1.4l3.5-3.5a2.4 2.4 0 003-3l-1.4 1.4-1.3-.3-.3-1.3z"
            className="fill-white dark:fill-slate-950"
          />
        </svg>
      );
  }
}

/** Icon and words for a component status. */
export function ComponentStatusText({ status, className = '' }: { status: ComponentStatus; className?: string }) {
  const tone = toneOfComponent(status);
  return (
    <span className={`inline-flex items-center gap-1.5 text-sm font-medium ${TONE_TEXT[tone]} ${className}`}>
      <ToneIcon tone={tone} />
      <span>{COMPONENT_STATUS_LABEL[status]}</span>
    </span>
  );
}

/** Impact of an incident as a small labelled chip. */
export function ImpactChip({ impact }: { impact: AnyIncident['impact'] }) {
  const tone = IMPACT_TONE[impact];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium ${TONE_PANEL[tone]}`}
    >
      <ToneIcon tone={tone} className="h-3 w-3" />
      {IMPACT_LABEL[impact]}
    </span>
  );
}
