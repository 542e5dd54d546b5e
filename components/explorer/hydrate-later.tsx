import { Suspense, type ReactNode } from 'react';

/**
 * Server-rendered content the browser hydrates after the page's first hydration task, in short slices between other
 * work: React leaves a Suspense boundary the server completed dehydrated and hydrates it later at idle priority,
 * yielding to the browser every few ms, instead of inside the one long task that hydrates the rest of the page.
 * Clicks on it before then are replayed once it is hydrated.
 *
 * Only around content built from data the page has already read (nothing inside waits), so the server's HTML is
 * the same as without it, the content is in it for readers without JavaScript, and a 404 is decided before it.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
