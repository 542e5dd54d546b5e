'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ManageComponent, ManageIncident } from '@/lib/schemas/status';
import { ComponentList, GroupList, IncidentList, adminCall } from './api';
import { ComponentEditor, GroupEditor } from './component-editor';
import { Panel, buttonClass, inputClass, secondaryButtonClass, useNotice } from './fields';
import { CreateIncident, ItemCard } from './incident-forms';
import { ScheduleMaintenance } from './maintenance-form';
import { SubscribersPanel } from './subscribers';
import { TemplatesPanel } from './templates';

const OPEN = new Set(['investigating', 'identified', 'monitoring', 'scheduled', 'in_progress', 'verifying']);
/** Resolved incidents kept within reach for a postmortem or a late correction, newest first. */
const RECENTLY_RESOLVED = 20;

/**
 * One list of items. Keyed by id, so a new version re-renders an item in place (its form, open details and
 * confirmation stay); what an item cannot say once it has left the list, the list's own notice says.
 */
function ItemPanel({
  id,
  title,
  empty,
  items,
  components,
  open,
  onChanged,
}: {
  id: string;
  title: string;
  empty: string;
  items: ManageIncident[];
  components: ManageComponent[];
  open: boolean;
  onChanged: () => void;
}) {
  const { notice, announce } = useNotice();
  const done = (left: string | null) => {
    if (left) announce(left, true);
    onChanged();
  };
  return (
    <Panel id={id} title={`${title} (${items.length})`}>
      {notice}
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {items.map((i) => (
            <ItemCard key={i.id} item={i} components={components} open={open} onDone={done} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The signed-in authoring page: incidents, maintenance, components, groups, incident templates and subscribers, all through the Manage API. */
export function AdminConsole() {
  const client = useQueryClient();
  const router = useRouter();
  const incidents = useQuery({
    queryKey: ['admin', 'incidents'],
    queryFn: () => adminCall(IncidentList, 'GET', 'incidents?limit=200'),
  });
  const components = useQuery({
    queryKey: ['admin', 'components'],
    queryFn: () => adminCall(ComponentList, 'GET', 'components'),
  });
  const groups = useQuery({
    queryKey: ['admin', 'groups'],
    queryFn: () => adminCall(GroupList, 'GET', 'component-groups'),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['admin'] });
  const leaves = (components.data ?? []).filter((c) => !c.group);
  const open = (incidents.data ?? []).filter((i) => OPEN.has(i.status));
  const openIncidents = open.filter((i) => i.scheduled_for === null);
  const openMaintenances = open.filter((i) => i.scheduled_for !== null);
  const resolved = (incidents.data ?? [])
    .filter((i) => i.scheduled_for === null && (i.status === 'resolved' || i.status === 'postmortem'))
    .sort((a, b) => Date.parse(b.resolved_at ?? b.updated_at) - Date.parse(a.resolved_at ?? a.updated_at))
    .slice(0, RECENTLY_RESOLVED);
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
        <p
          role="alert"
          className="rounded-md border border-red-600 bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {failed.message}
        </p>
      )}
      <Panel id="new-incident" title="Open an incident">
        <CreateIncident components={leaves} onDone={refresh} />
      </Panel>
      <ItemPanel
        id="open-incidents-admin"
        title="Open incidents"
        empty="No open incidents."
        items={openIncidents}
        components={leaves}
        open
        onChanged={refresh}
      />
      <ItemPanel
        id="resolved-incidents-admin"
        title="Recently resolved"
        empty="No resolved incidents yet."
        items={resolved}
        components={leaves}
        open={false}
        onChanged={refresh}
      />
      <Panel id="new-maintenance" title="Schedule maintenance">
        <ScheduleMaintenance components={leaves} onDone={refresh} />
      </Panel>
      <ItemPanel
        id="open-maintenances"
        title="Upcoming and active maintenance"
        empty="None scheduled."
        items={openMaintenances}
        components={leaves}
        open
        onChanged={refresh}
      />
      <Panel id="components-admin" title="Components">
        <ComponentEditor components={components.data ?? []} groups={groups.data ?? []} onDone={refresh} />
      </Panel>
      <Panel id="groups-admin" title="Component groups">
        <GroupEditor groups={groups.data ?? []} components={components.data ?? []} onDone={refresh} />
      </Panel>
      <Panel id="templates-admin" title="Incident templates">
        <TemplatesPanel components={leaves} onDone={refresh} />
      </Panel>
      <Panel id="subscribers-admin" title="Subscribers">
        <SubscribersPanel components={components.data ?? []} onDone={refresh} />
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
        setError(
          ((await response.json().catch(() => null)) as { error?: string } | null)?.error ?? `HTTP ${response.status}`,
        );
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
        <p
          id="sign-in-error"
          role="alert"
          className="rounded-md border border-red-600 bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
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
