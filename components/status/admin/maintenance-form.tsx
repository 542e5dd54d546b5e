'use client';

import { useState } from 'react';
import type { ManageComponent } from '@/lib/schemas/status';
import { formatDateTime } from '@/lib/status/present';
import { usePageZone, useViewerZone } from '../zone';
import { ManageIncidentSchema, adminCall } from './api';
import { Check, Field, buttonClass, inputClass, useWrite } from './fields';

/** `YYYY-MM-DDTHH:mm` for a datetime-local input, in the viewer's zone. */
const localInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

/** Schedules a maintenance window with Statuspage's auto-transition flags; times are entered in the viewer's zone. */
export function ScheduleMaintenance({ components, onDone }: { components: ManageComponent[]; onDone: () => void }) {
  const pageZone = usePageZone();
  const viewer = useViewerZone();
  const [name, setName] = useState('');
  const [body, setBody] = useState('');
  const [from, setFrom] = useState(() => localInput(Date.now() + 3_600_000));
  const [until, setUntil] = useState(() => localInput(Date.now() + 2 * 3_600_000));
  const [ids, setIds] = useState<string[]>([]);
  const [flags, setFlags] = useState({
    scheduled_auto_in_progress: true,
    scheduled_auto_completed: true,
    auto_transition_to_maintenance_state: true,
    auto_transition_to_operational_state: true,
  });
  const { busy, run, messages } = useWrite();
  const fromMs = Date.parse(from);
  const untilMs = Date.parse(until);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const iso = (ms: number, raw: string) => (Number.isFinite(ms) ? new Date(ms).toISOString() : raw);
    const ok = await run(
      () =>
        adminCall(ManageIncidentSchema, 'POST', 'incidents', {
          incident: {
            name,
            status: 'scheduled',
            ...(body.trim() ? { body } : {}),
            scheduled_for: iso(fromMs, from),
            scheduled_until: iso(untilMs, until),
            component_ids: ids,
            ...flags,
          },
        }),
      `Maintenance “${name}” scheduled.`,
    );
    if (ok) {
      setName('');
      setBody('');
      setIds([]);
      onDone();
    }
  };
  const preview =
    Number.isFinite(fromMs) && Number.isFinite(untilMs)
      ? `${formatDateTime(fromMs, pageZone)} – ${formatDateTime(untilMs, pageZone)} in page time (${pageZone})`
      : '';
  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Schedule maintenance">
      <Field label="Maintenance name">
        {(id) => <input id={id} value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Starts" hint={`Your time${viewer ? ` (${viewer})` : ''}`}>
          {(id, hint) => (
            <input
              id={id}
              aria-describedby={hint}
              type="datetime-local"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Ends" hint={`Your time${viewer ? ` (${viewer})` : ''}`}>
          {(id, hint) => (
            <input
              id={id}
              aria-describedby={hint}
              type="datetime-local"
              value={until}
              onChange={(e) => setUntil(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      {preview && <p className="text-xs text-slate-600 dark:text-slate-400">That is {preview}.</p>}
      <Field label="Message">
        {(id) => (
          <textarea id={id} rows={2} value={body} onChange={(e) => setBody(e.target.value)} className={inputClass} />
        )}
      </Field>
      <fieldset className="rounded-md border border-slate-300 p-3 dark:border-slate-700">
        <legend className="px-1 text-sm font-medium">Affected components</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {components.map((c) => (
            <Check
              key={c.id}
              label={c.name}
              checked={ids.includes(c.id)}
              onChange={(on) => setIds(on ? [...ids, c.id] : ids.filter((x) => x !== c.id))}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="rounded-md border border-slate-300 p-3 dark:border-slate-700">
        <legend className="px-1 text-sm font-medium">Automatic transitions</legend>
        <Check
          label="Start (in progress) at the window start"
          checked={flags.scheduled_auto_in_progress}
          onChange={(v) => setFlags({ ...flags, scheduled_auto_in_progress: v })}
        />
        <Check
          label="Complete at the window end"
          checked={flags.scheduled_auto_completed}
          onChange={(v) => setFlags({ ...flags, scheduled_auto_completed: v })}
        />
        <Check
          label="Set components to under maintenance when it starts"
          checked={flags.auto_transition_to_maintenance_state}
          onChange={(v) => setFlags({ ...flags, auto_transition_to_maintenance_state: v })}
        />
        <Check
          label="Set components back to operational when it completes"
          checked={flags.auto_transition_to_operational_state}
          onChange={(v) => setFlags({ ...flags, auto_transition_to_operational_state: v })}
        />
      </fieldset>
      {messages}
      <button type="submit" disabled={busy} className={buttonClass}>
        Schedule maintenance
      </button>
    </form>
  );
}
