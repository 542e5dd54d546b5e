'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * On phones the sections, network and display toggles fold behind one button, so the first screen is content, not
 * three rows of links; from `lg` up they are always shown in the header row. It closes when the page changes and on
 * Escape, and hands focus back to its button.
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  // Open on the page it was opened on: following one of its links closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => setOpen(!open)}
        className="order-2 ml-auto inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1.5 text-sm lg:hidden dark:border-slate-700"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          {open ? (
            <path d="M5.3 4.3a1 1 0 0 1 1.4 0L10 7.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 9l3.3 3.3a1 1 0 0 1-1.4 1.4L10 10.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 9 5.3 5.7a1 1 0 0 1 0-1.4Z" />
          ) : (
            <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm0 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm1 4a1 1 0 1 0 0 2h12a1 1 0 1 0 0-2H4Z" />
          )}
        </svg>
        Menu
      </button>
      <div
        id="site-menu"
        className={`${open ? 'flex' : 'hidden'} order-3 w-full flex-col gap-3 border-t border-slate-200 pt-3 lg:order-none lg:flex lg:w-auto lg:flex-row lg:items-center lg:border-0 lg:pt-0 dark:border-slate-800`}
      >
        {children}
      </div>
    </>
  );
}
