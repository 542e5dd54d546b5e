/**
 * Deliberate differences from the reference, each documented in docs/compatibility.md. The runner counts a
 * case listed here as "deliberate", never as a silent match.
 */
export interface Deviation {
  /** Matches the case URL exactly. */
  url: RegExp;
  /** The status we answer instead. */
  status: number;
  reason: string;
}

export const deviations: Deviation[] = [];
