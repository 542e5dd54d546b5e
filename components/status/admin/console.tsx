'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ComponentList, GroupList, IncidentList, adminCall } from './api';
import { ComponentEditor, GroupEditor } from './component-editor';
import { Panel, buttonClass, inputClass, secondaryButtonClass } from './fields';
import { CreateIncident, OpenItem } from './incident-forms';
import { ScheduleMaintenance } from './maintenance-form';

const OPEN = new Set(['investigating', 'identified', 'monitoring', 'scheduled', 'in_progress', 'verifying']);

/** The signed-in authoring page: incidents, maintenance, components and groups, all through the Manage API. */
export function AdminConsole() {
  const client = useQueryClient();
  const router = useRouter();
  const incidents = useQuery({ queryKey: ['admin', 'incidents'], queryFn: () => adminCall(IncidentList, 'GET', 'incidents?limit=200') });
  const components = useQuery({ queryKey: ['admin', 'components'], queryFn: () => adminCall(ComponentList, 'GET', 'components') });
  const groups = useQuery({ queryKey: ['admin', 'groups'], queryFn: () => adminCall(GroupList, 'GET', 'component-groups') });
  const refresh = () => client.invalidateQueries({ queryKey: ['admin'] });
  const leaves = (components.data ?? []).filter((c) => !c.group);
  const open = (incidents.data ?? []).filter((i) => OPEN.has(i.status));
  const openIncidents = open.filter((i) => i.scheduled_for === null);
  const openMaintenances = open.filter((i) => i.scheduled_for !== null);
  const failed = [incidents, components, groups].find((q) => q.error)?.error as Error | undefined;

  const signOut = async () => {
    await fetch('/status/admin/session', { method: 'DELETE' });
    client.removeQueries({ queryKey: ['admin'] });
    router.refresh();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">Signed in with the admin token. Changes are published at once.</p>
        <button type="button" onClick={signOut} className={secondaryButtonClass}>
          Sign out
        </button>
      </div>
      {failed && (
        <p role="alert" className="rounded-md border border-red-600 bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
          {failed.message}
        </p>
      )}
      <Panel id="new-incident" title="Open an incident">
        <CreateIncident components={leaves} onDone={refresh} />
      </Panel>
      <Panel id="open-incidents-admin" title={`Open incidents (${openIncidents.length})`}>
        {openIncidents.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No open incidents.</p>
        ) : (
          <ul className="space-y-3">
            {openIncidents.map((i) => (
              <OpenItem key={`${i.id}-${i.version}`} item={i} components={leaves} onDone={refresh} />
            ))}
          </ul>
        )}
      </Panel>
      <Panel id="new-maintenance" title="Schedule maintenance">
        <ScheduleMaintenance components={leaves} onDone={refresh} />
      </Panel>
      <Panel id="open-maintenances" title={`Upcoming and active maintenance (${openMaintenances.length})`}>
        {openMaintenances.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">None scheduled.</p>
        ) : (
          <ul className="space-y-3">
            {openMaintenances.map((i) => (
              <OpenItem key={`${i.id}-${i.version}`} item={i} components={leaves} onDone={refresh} />
            ))}
          </ul>
        )}
      </Panel>
      <Panel id="components-admin" title="Components">
        <ComponentEditor components={components.data ?? []} groups={groups.data ?? []} onDone={refresh} />
      </Panel>
      <Panel id="groups-admin" title="Component groups">
        <GroupEditor groups={groups.data ?? []} components={components.data ?? []} onDone={refresh} />
      </Panel>
    </div>
  );
}

/** Sign-in with the admin token; a refusal says only that the token was not accepted. */
export function SignIn({ enabled }: { enabled: boolean }) {
  const router = useRouter();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const response = await fetch('/status/admin/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      if (!response.ok) {
        setError(((await response.json().catch(() => null)) as { error?: string } | null)?.error ?? `HTTP ${response.status}`);
        return;
      }
      setToken('');
      router.refresh();
    } finally {
      setBusy(false);
    }
  };
  if (!enabled) {
    return <p className="text-sm">Authoring is disabled on this server: set STATUS_ADMIN_TOKEN to enable it.</p>;
  }
  return (
    <form onSubmit={submit} className="max-w-md space-y-3" aria-label="Sign in">
      <div>
        <label htmlFor="admin-token" className="block text-sm font-medium">
          Admin token
        </label>
        <input
          id="admin-token"
          type="password"
          autoComplete="current-password"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          className={inputClass}
          aria-describedby={error ? 'sign-in-error' : undefined}
          aria-invalid={error ? true : undefined}
        />
      </div>
      {error && (
        <p id="sign-in-error" role="alert" className="rounded-md border border-red-600 bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className={buttonClass}>
        Sign in
      </button>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        The token is kept in an http-only cookie for this page only and cleared when you sign out.
      </p>
    </form>
  );
}
