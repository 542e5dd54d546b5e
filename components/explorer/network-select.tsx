'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type { Network } from '@/lib/explorer/networks';

/** Switches network: same page kind, network in the URL; ids differ between networks, so detail pages go to the list. */
export function NetworkSelect({ networks }: { networks: Network[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const current = useSearchParams().get('network') ?? networks[0]?.id ?? 'local';
  if (networks.length < 2) return null;
  const change = (id: string) => {
    const section = pathname.split('/')[1] ?? '';
    const path = section && section !== 'search' ? `/${section}` : '/';
    router.push(id === networks[0]?.id ? path : `${path}?network=${encodeURIComponent(id)}`);
  };
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="sr-only">Network</span>
      <select
        value={current}
        onChange={(event) => change(event.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {networks.map((n) => (
          <option key={n.id} value={n.id}>
            {n.name}
          </option>
        ))}
      </select>
    </label>
  );
}
