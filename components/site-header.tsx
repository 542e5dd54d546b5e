import Link from 'next/link';
import { Suspense } from 'react';
import type { Network } from '@/lib/explorer/networks';
import { MainNav } from './explorer/main-nav';
import { NetworkSelect } from './explorer/network-select';
import { SearchBox } from './explorer/search-box';
import { TimeZoneToggle } from './explorer/time';
import { ThemeToggle } from './theme-toggle';

export function SiteHeader({ networks }: { networks: Network[] }) {
  return (
    <header className="border-b border-slate-200 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-950/80">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <Link href="/" className="text-lg font-semibold tracking-tight">
          Ledger Query Service
        </Link>
        <Suspense fallback={<div className="h-8 w-full max-w-xl" />}>
          <div className="order-last w-full lg:order-none lg:w-auto lg:flex-1">
            <SearchBox networks={networks} />
          </div>
          <nav aria-label="Main" className="flex flex-1 flex-wrap items-center justify-end gap-x-4 gap-y-2 lg:flex-none">
            <MainNav />
            <NetworkSelect networks={networks} />
            <TimeZoneToggle />
            <ThemeToggle />
          </nav>
        </Suspense>
      </div>
    </header>
  );
}
