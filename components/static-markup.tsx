'use client';

import { useEffect, useState, type ReactNode } from 'react';

// False until the first hydration pass has committed: the Providers' effect (they wrap every page) flips it, and
// every component of that pass renders before any effect runs.
let firstHydrationDone = false;

/** Called once by the Providers after the page's first hydration. */
export function useMarkFirstHydration(): void {
  useEffect(() => {
    firstHydrationDone = true;
  }, []);
}

/**
 * Server-rendered markup that needs no JavaScript (charts, the tables of their numbers, static text blocks),
 * kept out of the page's hydration. Hydration builds one fiber per element and compares it with the DOM in one
 * main-thread task; for a few hundred elements nobody interacts with, that is most of the page's blocking time on
 * a phone. While the page first hydrates, this renders an element whose content React is told is raw HTML (empty),
 * so React neither walks nor replaces what the server sent, and the markup stays exactly as streamed. Mounted
 * later (a client-side navigation to the page), or given new children (the server's next render of the same page,
 * e.g. another range of the charts), it renders its children as usual.
 *
 * Only for content without client components or event handlers inside: those would not come alive. No Suspense
 * either: a large completed boundary is streamed hidden and revealed by script (see 04d9b5a), this is not one.
 */
export function StaticMarkup({ children, className }: { children: ReactNode; className?: string }) {
  // Read once at mount: the choice must not change later, or React would swap the streamed markup for its own.
  const [keepServerMarkup] = useState(() => typeof window !== 'undefined' && !firstHydrationDone);
  const [streamed] = useState(children);
  if (keepServerMarkup && children === streamed)
    return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return <div className={className}>{children}</div>;
}
