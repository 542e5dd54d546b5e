'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import {
  IncidentTemplateSchema,
  type IncidentTemplate,
  type ManageComponent,
  type ManageIncident,
} from '@/lib/schemas/status';
import { COMPONENT_STATUS_LABEL, INCIDENT_STATUS_LABEL } from '@/lib/status/present';
import { ZonedTime } from '../zone';
import { ManageIncidentSchema, adminCall } from './api';
import { ConfirmDelete, Field, Options, buttonClass, inputClass, useOnVersion, useWrite } from './fields';

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
              <select
                id={id}
                value={value[c.id] ?? ''}
                onChange={(e) => onChange({ ...value, [c.id]: e.target.value as Choice })}
                className={inputClass}
              >
                <Options none="Not affected" values={STATUSES} labels={COMPONENT_STATUS_LABEL} />
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
  const templates = useQuery({
    queryKey: ['admin', 'incident_templates'],
    queryFn: () => adminCall(z.array(IncidentTemplateSchema), 'GET', 'incident_templates?limit=1000'),
  });
  // A template fills the form (its components at their current status, for the author to set); nothing is sent yet.
  const applyTemplate = (template: IncidentTemplate | undefined) => {
    if (!template) return;
    setName(template.title);
    setBody(template.body);
    if (template.update_status) setStatus(template.update_status);
    const current = new Map(components.map((c) => [c.id, c.status]));
    setAffected(
      Object.fromEntries(
        template.components.flatMap((c) => (current.has(c.id) ? [[c.id, current.get(c.id) as ComponentStatus]] : [])),
      ),
    );
  };
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
      {(templates.data?.length ?? 0) > 0 && (
        <Field
          label="Start from a template"
          hint="Fills in the name, status, message and components; change them before opening."
        >
          {(id, hint) => (
            <select
              id={id}
              aria-describedby={hint}
              defaultValue=""
              onChange={(e) => applyTemplate(templates.data?.find((t) => t.id === e.target.value))}
              className={inputClass}
            >
              <option value="">No template</option>
              {templates.data?.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label="Incident name">
        {(id) => <input id={id} value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Status">
          {(id) => (
            <select
              id={id}
              value={status}
              onChange={(e) => setStatus(e.target.value as typeof status)}
              className={inputClass}
            >
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
            <select
              id={id}
              aria-describedby={hint}
              value={impact}
              onChange={(e) => setImpact(e.target.value)}
              className={inputClass}
            >
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
        {(id, hint) => (
          <textarea
            id={id}
            aria-describedby={hint}
            rows={3}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <ComponentStatusPicker
        components={components}
        value={affected}
        onChange={setAffected}
        legend="Affected components"
      />
      {messages}
      <button type="submit" disabled={busy} className={buttonClass}>
        Open incident
      </button>
    </form>
  );
}

type Status = ManageIncident['status'];

/**
 * The statuses the form offers. Open items get every status of their kind, so a refused move is explained by the
 * API's own message; a resolved incident can only gain a postmortem (lifecycle table in docs/status-lifecycles.md).
 */
function statusOptions(item: ManageIncident): readonly Status[] {
  if (item.scheduled_for !== null) return MAINTENANCE_STATUSES;
  if (item.status === 'resolved') return ['resolved', 'postmortem'];
  if (item.status === 'postmortem') return ['postmortem'];
  return INCIDENT_STATUSES;
}

/** A resolved incident's usual next step is its postmortem. */
const startingStatus = (item: ManageIncident): Status => (item.status === 'resolved' ? 'postmortem' : item.status);

const CLOSED = new Set<Status>(['resolved', 'postmortem', 'completed']);

/** Every affected component back to operational: what resolving or completing means unless the author says otherwise. */
const allOperational = (value: Record<string, Choice>) =>
  Object.fromEntries(Object.entries(value).map(([id, s]) => [id, s === '' ? s : 'operational'])) as Record<
    string,
    Choice
  >;

function confirmation(item: ManageIncident, status: Status, leaves: boolean): string {
  const name = `“${item.name}”`;
  const moved = leaves && item.scheduled_for === null ? '; it is listed under Recently resolved' : '';
  if (status === item.status) return `Update posted to ${name}.`;
  if (status === 'resolved') return `Incident ${name} resolved${moved}.`;
  if (status === 'completed') return `Maintenance ${name} completed.`;
  if (status === 'postmortem') return `Postmortem posted to ${name}${moved}.`;
  return `Update posted to ${name}: now ${INCIDENT_STATUS_LABEL[status]}.`;
}

/** An open (or recently resolved) item as the console lists it, and what to do after a write to it. */
interface ItemProps {
  item: ManageIncident;
  components: ManageComponent[];
  open: boolean;
  /** After a write; a message when the item leaves this list (resolved, completed, deleted). */
  onDone: (left: string | null) => void;
}

/**
 * Posts an update: a new status (the API refuses moves the lifecycle forbids), a message, component statuses.
 * Choosing Resolved (or Completed) sets the affected components back to operational until the author picks
 * otherwise. Stays mounted across the item's new versions; `onDone` gets the confirmation when the item leaves its
 * list, since this form leaves with it.
 */
export function UpdateForm({ item, components, open, onDone }: ItemProps) {
  const options = statusOptions(item);
  const [status, setStatus] = useState<Status>(startingStatus(item));
  const [body, setBody] = useState('');
  const current = Object.fromEntries(item.components.map((c) => [c.id, c.status])) as Record<string, Choice>;
  const [edited, setEdited] = useState<Record<string, Choice> | null>(null);
  useOnVersion(item.version, () => {
    setStatus(startingStatus(item));
    setEdited(null);
  });
  const closing = status !== item.status && (status === 'resolved' || status === 'completed');
  const affected = edited ?? (closing ? allOperational(current) : current);
  const { busy, run, messages } = useWrite();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const leaves = open && status !== item.status && CLOSED.has(status);
    const message = confirmation(item, status, leaves);
    const ok = await run(
      () =>
        adminCall(ManageIncidentSchema, 'PATCH', `incidents/${item.id}`, {
          incident: {
            ...(status !== item.status ? { status } : {}),
            ...(body.trim() ? { body } : {}),
            // A closed item's components are left alone unless the author changed them here.
            ...(open || edited ? { components: chosen(affected) } : {}),
            version: item.version,
          },
        }),
      leaves ? null : message,
    );
    if (ok) {
      setBody('');
      onDone(leaves ? message : null);
    }
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={`Post an update to ${item.name}`}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="New status">
          {(id) => (
            <select id={id} value={status} onChange={(e) => setStatus(e.target.value as Status)} className={inputClass}>
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
      <Field label="Update message">
        {(id) => (
          <textarea id={id} rows={2} value={body} onChange={(e) => setBody(e.target.value)} className={inputClass} />
        )}
      </Field>
      <ComponentStatusPicker
        components={components}
        value={affected}
        onChange={setEdited}
        legend="Component statuses"
      />
      {closing && !edited && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {status === 'resolved' ? 'Resolving' : 'Completing'} sets the affected components back to operational; change
          any that are not.
        </p>
      )}
      {messages}
      <button type="submit" disabled={busy} className={buttonClass}>
        Post update
      </button>
    </form>
  );
}

/**
 * An incident or maintenance an author may still write to: its state, latest update, the update form, and a
 * delete that asks first. `open` is false for the recently resolved list, where a postmortem is the usual update.
 */
export function ItemCard({ item, components, open, onDone }: ItemProps) {
  const latest = item.incident_updates[0];
  const kind = item.scheduled_for ? 'maintenance' : 'incident';
  const { busy, run, messages } = useWrite();
  const remove = async () => {
    const ok = await run(() => adminCall(z.unknown(), 'DELETE', `incidents/${item.id}`), null);
    if (ok) onDone(`${kind === 'incident' ? 'Incident' : 'Maintenance'} “${item.name}” deleted.`);
  };
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-incident-id={item.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          <a
            href={`/status/${kind === 'maintenance' ? 'maintenances' : 'incidents'}/${item.id}`}
            className="underline-offset-2 hover:underline"
          >
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
      {!open && item.resolved_at && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Resolved <ZonedTime iso={item.resolved_at} />
        </p>
      )}
      {latest && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Latest: {INCIDENT_STATUS_LABEL[latest.status]} – {latest.body}
        </p>
      )}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-sky-700 dark:text-sky-300">
          {open ? 'Post an update' : 'Post a postmortem or update'}
        </summary>
        <div className="mt-2">
          <UpdateForm item={item} components={components} open={open} onDone={onDone} />
        </div>
      </details>
      <div className="mt-3 space-y-2">
        {messages}
        <ConfirmDelete
          label={`Delete ${kind}…`}
          question={`Delete the ${kind} “${item.name}” with all its updates? It disappears from the status page, the history and the feeds. This cannot be undone.`}
          busy={busy}
          onConfirm={remove}
        />
      </div>
    </li>
  );
}
