'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { IncidentTemplateSchema, type IncidentTemplate, type ManageComponent } from '@/lib/schemas/status';
import { INCIDENT_STATUS_LABEL } from '@/lib/status/present';
import { adminCall } from './api';
import {
  Check,
  ConfirmDelete,
  Field,
  Options,
  buttonClass,
  inputClass,
  secondaryButtonClass,
  useNotice,
  useWrite,
} from './fields';
import { INCIDENT_STATUSES } from './incident-forms';

const TemplateList = z.array(IncidentTemplateSchema);
type Status = (typeof INCIDENT_STATUSES)[number];

/**
 * Create or edit an incident template (Statuspage's incident_templates): the name it is picked by, and the incident
 * name, status, message and components "Start from a template" fills the incident form with.
 */
function TemplateForm({
  template,
  components,
  onSaved,
  onCancel,
}: {
  template?: IncidentTemplate;
  components: ManageComponent[];
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(template?.name ?? '');
  const [title, setTitle] = useState(template?.title ?? '');
  const [status, setStatus] = useState<Status | ''>(template?.update_status ?? '');
  const [body, setBody] = useState(template?.body ?? '');
  const [chosen, setChosen] = useState<Set<string>>(new Set(template?.components.map((c) => c.id)));
  const { busy, run, messages } = useWrite();
  const toggle = (id: string, on: boolean) =>
    setChosen((prev) => new Set([...prev].filter((x) => x !== id).concat(on ? [id] : [])));
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const fields = { name, title, body, update_status: status || null, component_ids: [...chosen] };
    const ok = await run(
      () =>
        template
          ? adminCall(IncidentTemplateSchema, 'PATCH', `incident_templates/${template.id}`, { template: fields })
          : adminCall(IncidentTemplateSchema, 'POST', 'incident_templates', { template: fields }),
      template ? `Template “${name}” saved.` : `Template “${name}” created.`,
    );
    if (!ok) return;
    if (!template) {
      setName('');
      setTitle('');
      setStatus('');
      setBody('');
      setChosen(new Set());
    }
    onSaved();
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-3"
      aria-label={template ? `Edit template ${template.name}` : 'New incident template'}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Template name" hint="What authors pick it by.">
          {(id, hint) => (
            <input
              id={id}
              aria-describedby={hint}
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Incident name">
          {(id) => (
            <input id={id} required value={title} onChange={(e) => setTitle(e.target.value)} className={inputClass} />
          )}
        </Field>
      </div>
      <Field label="Status" hint="The status the incident opens with; none keeps the form's.">
        {(id, hint) => (
          <select
            id={id}
            aria-describedby={hint}
            value={status}
            onChange={(e) => setStatus(e.target.value as Status | '')}
            className={inputClass}
          >
            <Options none="None" values={INCIDENT_STATUSES} labels={INCIDENT_STATUS_LABEL} />
          </select>
        )}
      </Field>
      <Field label="Message">
        {(id) => (
          <textarea
            id={id}
            required
            rows={3}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      {components.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium">Components</legend>
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {components.map((c) => (
              <Check key={c.id} label={c.name} checked={chosen.has(c.id)} onChange={(on) => toggle(c.id, on)} />
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={buttonClass}>
          {template ? 'Save template' : 'Create template'}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={secondaryButtonClass}>
            Cancel
          </button>
        )}
      </div>
      {messages}
    </form>
  );
}

function TemplateRow({
  template,
  components,
  onDone,
  onEdited,
}: {
  template: IncidentTemplate;
  components: ManageComponent[];
  onDone: () => void;
  onEdited: (name: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const { busy, run, messages } = useWrite();
  const remove = () =>
    void run(() => adminCall(IncidentTemplateSchema, 'DELETE', `incident_templates/${template.id}`), null).then(
      (ok) => ok && onDone(),
    );
  const follows =
    template.components.length === 0 ? 'no components' : template.components.map((c) => c.name).join(', ');
  return (
    <li className="space-y-2 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium">{template.name}</p>
          <p className="text-slate-600 dark:text-slate-400">
            “{template.title}” · {template.update_status ? INCIDENT_STATUS_LABEL[template.update_status] : 'no status'}{' '}
            · {follows}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
            className={secondaryButtonClass}
          >
            Edit<span className="sr-only"> template {template.name}</span>
          </button>
          <ConfirmDelete
            label="Delete template…"
            question={`Delete the template ${template.name}? Incidents opened from it stay. This cannot be undone.`}
            busy={busy}
            onConfirm={remove}
          />
        </div>
      </div>
      {editing && (
        <TemplateForm
          template={template}
          components={components}
          onSaved={() => {
            setEditing(false);
            onEdited(template.name);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      {messages}
    </li>
  );
}

/** The page's incident templates: list, edit, delete, and a form for a new one ("Open an incident" starts from them). */
export function TemplatesPanel({
  components,
  onDone,
}: {
  components: ManageComponent[];
  onDone: () => Promise<unknown>;
}) {
  const { notice, announce } = useNotice();
  // The edit form (which had focus) closes on saving: the panel says so, once the lists hold the saved template.
  const edited = async (name: string) => {
    await onDone();
    announce(`Template “${name}” saved.`, true);
  };
  const templates = useQuery({
    queryKey: ['admin', 'incident_templates'],
    queryFn: () => adminCall(TemplateList, 'GET', 'incident_templates?limit=1000'),
  });
  const list = templates.data ?? [];
  return (
    <div className="space-y-4">
      {notice}
      {templates.error && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          {templates.error.message}
        </p>
      )}
      {templates.isSuccess && list.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">No templates yet.</p>
      )}
      {list.length > 0 && (
        <ul className="space-y-2" aria-label={`${list.length} incident templates`}>
          {list.map((t) => (
            <TemplateRow
              key={`${t.id}-${t.updated_at}`}
              template={t}
              components={components}
              onDone={onDone}
              onEdited={edited}
            />
          ))}
        </ul>
      )}
      <h3 className="text-base font-semibold">New template</h3>
      <TemplateForm components={components} onSaved={() => void onDone()} />
    </div>
  );
}
