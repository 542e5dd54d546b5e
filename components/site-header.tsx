import Link from 'next/link';
import { ThemeToggle } from './theme-toggle';

export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-950/80">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="text-lg font-semibold tracking-tight">
          Ledger Query Service
        </Link>
        <nav aria-label="Main" className="flex items-center gap-4 text-sm">
          <a href="/api/v1/blocks" className="hover:underline">
            API
          </a>
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
