import Link from 'next/link';
import type { ReactNode } from 'react';
import { StatusZoneProvider, ZoneToggle } from '@/components/status/zone';
import { getConfig } from '@/lib/config';
import { timeZoneOf } from '@/lib/status/context';

/** Every status page: the page's time zone for times, a section nav, the zone toggle. */
export default function StatusLayout({ children }: { children: ReactNode }) {
  const zone = timeZoneOf(getConfig());
  return (
    <StatusZoneProvider pageZone={zone}>
      <div className="mx-auto max-w-4xl space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <nav aria-label="Status" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link href="/status" className="hover:underline">
              Current status
            </Link>
            <Link href="/status/history" className="hover:underline">
              History
            </Link>
            <a href="/status/history.atom" className="hover:underline">
              Atom feed
            </a>
            <a href="/status/history.rss" className="hover:underline">
              RSS feed
            </a>
            <a href="/api/v2/summary.json" className="hover:underline">
              JSON API
            </a>
          </nav>
          <ZoneToggle />
        </div>
        {children}
      </div>
    </StatusZoneProvider>
  );
}
