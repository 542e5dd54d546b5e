'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { NetLink } from './net-link';

const SECTIONS = [
  ['/blocks', 'Blocks'],
  ['/transactions', 'Transactions'],
  ['/accounts', 'Accounts'],
  ['/schedules', 'Schedules'],
  ['/nodes', 'Nodes'],
] as const;

/** The explorer's sections; the current one is marked for assistive technology as well as visually. */
export function MainNav() {
  const pathname = usePathname();
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      {SECTIONS.map(([href, label]) => {
        const current = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <li key={href}>
            <NetLink href={href} prefetch="auto" aria-current={current ? 'page' : undefined} className={`hover:underline ${current ? 'font-semibold text-sky-800 underline underline-offset-4 dark:text-sky-300' : ''}`}>
              {label}
            </NetLink>
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
