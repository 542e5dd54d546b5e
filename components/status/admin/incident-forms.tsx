'use client';

import { useState } from 'react';
import type { ManageComponent, ManageIncident } from '@/lib/schemas/status';
import { COMPONENT_STATUS_LABEL, INCIDENT_STATUS_LABEL } from '@/lib/status/feeds/present';
import { ZonedTime } from '../zone';
import { ManageIncidentSchema, adminCall } from './api';
import { Field, buttonClass, inputClass, useWrite } from './fields';

type ComponentStatus = ManageComponent['status'];
type Choice = ComponentStatus | '';

const STATUSES = Object.keys(COMPONENT_STATUS_LABEL) as ComponentStatus[];
export const INCIDENT_STATUSES = ['investigating', 'identified', 'monitoring', 'resolved', 'postmortem'] as const;
export const MAINTENANCE_STATUSES = ['scheduled', 'in_progress', 'verifying', 'completed'] as const;

/** One select per leaf component: not affected, or the status the incident sets on it. */
export function ComponentStatusPicker({
  components,
  value,
  onChange,
  legend,
}: {
  components: ManageComponent[];
  value: Record<string, Choice>;
  onChange: (next: Record<string, Choice>) => void;
  legend: string;
}) {
  return (
    <fieldset className="rounded-md border border-slate-300 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {components.map((c) => (
          <Field key={c.id} label={c.name}>
            {(id) => (
              <select id={id} value={value[c.id] ?? ''} onChange={(e) => onChange({ ...value, [c.id]: e.target.value as Choice })} className={inputClass}>
                <option value="">Not affected</option>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {COMPONENT_STATUS_LABEL[s]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

const chosen = (value: Record<string, Choice>) =>
  Object.fromEntries(Object.entries(value).filter(([, s]) => s !== '')) as Record<string, ComponentStatus>;

export function CreateIncident({ components, onDone }: { components: ManageComponent[]; onDone: () => void }) {
  const [name, setName] = useState('');
  const [status, setStatus] = useState<(typeof INCIDENT_STATUSES)[number]>('investigating');
  const [body, setBody] = useState('');
  const [impact, setImpact] = useState('');
  const [affected, setAffected] = useState<Record<string, Choice>>({});
  const { busy, run, messages } = useWrite();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const ok = await run(
      () =>
        adminCall(ManageIncidentSchema, 'POST', 'incidents', {
          incident: {
            name,
            status,
            ...(body.trim() ? { body } : {}),
            components: chosen(affected),
            ...(impact ? { impact_override: impact } : {}),
          },
        }),
      `Incident “${name}” opened.`,
    );
    if (ok) {
      setName('');
      setBody('');
      setAffected({});
      onDone();
    }
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Open an incident">
      <Field label="Incident name">{(id) => <input id={id} value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />}</Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Status">
          {(id) => (
            <select id={id} value={status} onChange={(e) => setStatus(e.target.value as typeof status)} className={inputClass}>
              {INCIDENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {INCIDENT_STATUS_LABEL[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Impact" hint="Automatic: the worst status set on a component.">
          {(id, hint) => (
            <select id={id} aria-describedby={hint} value={impact} onChange={(e) => setImpact(e.target.value)} className={inputClass}>
              <option value="">Automatic</option>
              <option value="none">None</option>
              <option value="minor">Minor</option>
              <option value="major">Major</option>
              <option value="critical">Critical</option>
            </select>
          )}
        </Field>
      </div>
      <Field label="Message" hint="Shown as the first update. Empty: a standard investigating text.">
        {(id, hint) => <textarea id={id} aria-describedby={hint} rows={3} value={body} onChange={(e) => setBody(e.target.value)} className={inputClass} />}
      </Field>
      <ComponentStatusPicker components={components} value={affected} onChange={setAffected} legend="Affected components" />
      {messages}
      <button type="submit" disabled={busy} className={buttonClass}>
        Open incident
      </button>
    </form>
  );
}

/** Posts an update: a new status (the API refuses moves the lifecycle forbids), a message, component statuses. */
export function UpdateForm({ item, components, onDone }: { item: ManageIncident; components: ManageComponent[]; onDone: () => void }) {
  const maintenance = item.scheduled_for !== null;
  const options = maintenance ? MAINTENANCE_STATUSES : INCIDENT_STATUSES;
  const [status, setStatus] = useState<string>(item.status);
  const [body, setBody] = useState('');
  const current = Object.fromEntries(item.components.map((c) => [c.id, c.status])) as Record<string, Choice>;
  const [affected, setAffected] = useState<Record<string, Choice>>(current);
  const { busy, run, messages } = useWrite();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const ok = await run(
      () =>
        adminCall(ManageIncidentSchema, 'PATCH', `incidents/${item.id}`, {
          incident: {
            ...(status !== item.status ? { status } : {}),
            ...(body.trim() ? { body } : {}),
            components: chosen(affected),
            version: item.version,
          },
        }),
      'Update posted.',
    );
    if (ok) {
      setBody('');
      onDone();
    }
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={`Post an update to ${item.name}`}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="New status">
          {(id) => (
            <select id={id} value={status} onChange={(e) => setStatus(e.target.value)} className={inputClass}>
              {options.map((s) => (
                <option key={s} value={s}>
                  {INCIDENT_STATUS_LABEL[s]}
                  {s === item.status ? ' (current)' : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Update message">{(id) => <textarea id={id} rows={2} value={body} onChange={(e) => setBody(e.target.value)} className={inputClass} />}</Field>
      <ComponentStatusPicker components={components} value={affected} onChange={setAffected} legend="Component statuses" />
      {messages}
      <button type="submit" disabled={busy} className={buttonClass}>
        Post update
      </button>
    </form>
  );
}

/** An incident or maintenance an author may still move: its state, latest update and the update form. */
export function OpenItem({ item, components, onDone }: { item: ManageIncident; components: ManageComponent[]; onDone: () => void }) {
  const latest = item.incident_updates[0];
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-incident-id={item.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          <a href={`/status/${item.scheduled_for ? 'maintenances' : 'incidents'}/${item.id}`} className="underline-offset-2 hover:underline">
            {item.name}
          </a>
        </h3>
        <span className="text-sm">
          {INCIDENT_STATUS_LABEL[item.status]} · impact {item.impact}
        </span>
      </div>
      {item.scheduled_for && item.scheduled_until && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Window <ZonedTime iso={item.scheduled_for} /> – <ZonedTime iso={item.scheduled_until} />
        </p>
      )}
      {latest && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Latest: {INCIDENT_STATUS_LABEL[latest.status]} – {latest.body}
        </p>
      )}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-sky-700 dark:text-sky-300">Post an update</summary>
        <div className="mt-2">
          <UpdateForm item={item} components={components} onDone={onDone} />
        </div>
      </details>
    </li>
  );
}
