'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { NAV_SECTIONS } from '@/lib/explorer/sections';
import { NetLink } from './net-link';

/**
 * The explorer's sections; the current one is marked for assistive technology as well as visually. `plain` links
 * without reading the query string (the header's stand-in until it can be read: same links, same size).
 */
export function MainNav({ plain = false }: { plain?: boolean }) {
  const pathname = usePathname();
  const SectionLink = plain ? Link : NetLink;
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      {NAV_SECTIONS.map(({ href, title }) => {
        const current = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <li key={href}>
            <SectionLink
              href={href}
              prefetch="auto"
              aria-current={current ? 'page' : undefined}
              className={`hover:underline ${current ? 'font-semibold text-sky-800 underline underline-offset-4 dark:text-sky-300' : ''}`}
            >
              {title}
            </SectionLink>
          </li>
        );
      })}
      <li>
        <a href="/status" className="hover:underline">
          Status
        </a>
      </li>
      <li>
        <Link href="/api/v1/blocks" prefetch={false} className="hover:underline">
          API
        </Link>
      </li>
    </ul>
  );
}
