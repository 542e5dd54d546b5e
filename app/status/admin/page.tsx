import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { AdminConsole, SignIn } from '@/components/status/admin/console';
import { defaultContext } from '@/lib/status/context';
import { SESSION_COOKIE, adminSessionValid } from '@/lib/status/http/admin-session';
import { authoringEnabled } from '../_data/admin-session';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Status authoring', robots: { index: false } };

/** `/status/admin`: sign in with the admin token, then author incidents, maintenance, components and groups. */
export default async function AdminPage() {
  const session = (await cookies()).get(SESSION_COOKIE)?.value ?? null;
  const signedIn = authoringEnabled() && (await adminSessionValid(await defaultContext(), session));
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Status page</p>
        <h1 className="text-2xl font-semibold tracking-tight">Authoring</h1>
      </div>
      {signedIn ? <AdminConsole /> : <SignIn enabled={authoringEnabled()} />}
    </div>
  );
}
