import Link from 'next/link';
import { Suspense } from 'react';
import type { Network } from '@/lib/explorer/networks';
import { MainNav } from './explorer/main-nav';
import { NetworkSelect } from './explorer/network-select';
import { SearchBox, SearchBoxFallback } from './explorer/search-box';
import { TimeZoneToggle } from './explorer/time';
import { ThemeToggle } from './theme-toggle';

export function SiteHeader({ networks }: { networks: Network[] }) {
  return (
    <header className="border-b border-slate-200 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-950/80">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <Link href="/" className="text-lg font-semibold tracking-tight">
          Ledger Query Service
        </Link>
        {/* Only the parts that read the query string wait for it, each in place of a box of its own size, so the
            header keeps its height when they arrive (a taller header pushed the page down on phones). */}
        <div className="order-last w-full lg:order-none lg:w-auto lg:flex-1">
          <Suspense fallback={<SearchBoxFallback />}>
            <SearchBox networks={networks} />
          </Suspense>
        </div>
        <nav aria-label="Main" className="flex flex-1 flex-wrap items-center justify-end gap-x-4 gap-y-2 lg:flex-none">
          <Suspense fallback={<MainNav plain />}>
            <MainNav />
          </Suspense>
          <Suspense fallback={null}>
            <NetworkSelect networks={networks} />
          </Suspense>
          <TimeZoneToggle />
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
