import Link from 'next/link';
import { Suspense } from 'react';
import type { Network } from '@/lib/explorer/networks';
import { MainNav } from './explorer/main-nav';
import { HeaderMenu } from './header-menu';
import { NetworkSelect } from './explorer/network-select';
import { SearchBox, SearchBoxFallback } from './explorer/search-box';
import { TimeZoneToggle } from './explorer/time';
import { ThemeToggle } from './theme-toggle';

export function SiteHeader({ networks }: { networks: Network[] }) {
  return (
    // The blur makes the header a stacking context of its own: without a z-index of its own, anything positioned
    // further down the page (table cells, cards) would paint over the search box's suggestions.
    <header className="relative z-40 border-b border-slate-200 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-950/80">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <Link href="/" className="order-1 text-lg font-semibold tracking-tight">
          Ledger Query Service
        </Link>
        {/* Only the parts that read the query string wait for it, each in place of a box of its own size, so the
            header keeps its height when they arrive (a taller header pushed the page down on phones). */}
        <div className="order-4 w-full lg:order-none lg:w-auto lg:flex-1">
          <Suspense fallback={<SearchBoxFallback />}>
            <SearchBox networks={networks} />
          </Suspense>
        </div>
        <HeaderMenu>
          <nav aria-label="Main">
            <Suspense fallback={<MainNav plain />}>
              <MainNav />
            </Suspense>
          </nav>
          <div className="flex flex-wrap items-center gap-3">
            <Suspense fallback={null}>
              <NetworkSelect networks={networks} />
            </Suspense>
            <TimeZoneToggle />
            <ThemeToggle />
          </div>
        </HeaderMenu>
      </div>
    </header>
  );
}
