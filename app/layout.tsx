import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import { SiteHeader } from '@/components/site-header';
import { themeBootScript } from '@/components/theme-script';
import { explorerNetworks } from '@/lib/explorer/load';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Ledger Query Service', template: '%s · Ledger Query Service' },
  description: 'Explorer, Mirror-Node-compatible API and status page for a Hiero network.',
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
      </head>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2 focus:text-slate-900"
        >
          Skip to content
        </a>
        <Providers>
          <SiteHeader networks={explorerNetworks()} />
          <main id="main" className="mx-auto max-w-7xl px-4 py-6">
            {children}
          </main>
        </Providers>
      </body>
    </html>
  );
}
