'use client';

import { useState } from 'react';
import type { ComponentGroup, ManageComponent } from '@/lib/schemas/status';
import { COMPONENT_STATUS_LABEL } from '@/lib/status/present';
import { ComponentGroupSchema, ManageComponentSchema, adminCall } from './api';
import { Check, ConfirmDelete, Field, buttonClass, inputClass, useNotice, useOnVersion, useWrite } from './fields';

type ComponentStatus = ManageComponent['status'];
const STATUSES = Object.keys(COMPONENT_STATUS_LABEL) as ComponentStatus[];

function GroupSelect({
  groups,
  value,
  onChange,
}: {
  groups: ComponentGroup[];
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Field label="Group">
      {(id) => (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
          <option value="">No group</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Edits one component; the Manage API refuses renaming or setting the status of components computed from the ledger. */
function EditComponent({
  c,
  groups,
  onDone,
  onDeleted,
}: {
  c: ManageComponent;
  groups: ComponentGroup[];
  onDone: () => void;
  onDeleted: (message: string) => void;
}) {
  const [name, setName] = useState(c.name);
  const [description, setDescription] = useState(c.description ?? '');
  const [status, setStatus] = useState(c.status);
  const [group, setGroup] = useState(c.group_id ?? '');
  const [showcase, setShowcase] = useState(c.showcase);
  const [onlyDegraded, setOnlyDegraded] = useState(c.only_show_if_degraded);
  useOnVersion(c.version, () => {
    setName(c.name);
    setDescription(c.description ?? '');
    setStatus(c.status);
    setGroup(c.group_id ?? '');
    setShowcase(c.showcase);
    setOnlyDegraded(c.only_show_if_degraded);
  });
  const { busy, run, messages } = useWrite();
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const patch: Record<string, unknown> = { version: c.version };
    if (name !== c.name) patch.name = name;
    if (description !== (c.description ?? '')) patch.description = description || null;
    if (status !== c.status) patch.status = status;
    if (group !== (c.group_id ?? '')) patch.group_id = group || null;
    if (showcase !== c.showcase) patch.showcase = showcase;
    if (onlyDegraded !== c.only_show_if_degraded) patch.only_show_if_degraded = onlyDegraded;
    if (
      await run(
        () => adminCall(ManageComponentSchema, 'PATCH', `components/${c.id}`, { component: patch }),
        `Component “${name}” saved.`,
      )
    )
      onDone();
  };
  const remove = async () => {
    if (await run(() => adminCall(ManageComponentSchema, 'DELETE', `components/${c.id}`), null))
      onDeleted(`Component “${c.name}” deleted.`);
  };
  return (
    <form onSubmit={save} className="mt-2 space-y-3" aria-label={`Edit ${c.name}`}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Name">
          {(id) => <input id={id} value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />}
        </Field>
        <Field
          label="Status"
          hint="Components computed from the ledger take theirs from health checks; open an incident to override."
        >
          {(id, hint) => (
            <select
              id={id}
              aria-describedby={hint}
              value={status}
              onChange={(e) => setStatus(e.target.value as ComponentStatus)}
              className={inputClass}
            >
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {COMPONENT_STATUS_LABEL[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Description">
          {(id) => (
            <input
              id={id}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <GroupSelect groups={groups} value={group} onChange={setGroup} />
      </div>
      <Check label="Show the 90-day uptime bar" checked={showcase} onChange={setShowcase} />
      <Check label="Only show when not operational" checked={onlyDegraded} onChange={setOnlyDegraded} />
      {messages}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={buttonClass}>
          Save component
        </button>
        <ConfirmDelete
          label="Delete component…"
          question={`Delete the component “${c.name}”? It leaves the status page and its uptime history goes with it. This cannot be undone.`}
          busy={busy}
          onConfirm={remove}
        />
      </div>
    </form>
  );
}

export function ComponentEditor({
  components,
  groups,
  onDone,
}: {
  components: ManageComponent[];
  groups: ComponentGroup[];
  onDone: () => void;
}) {
  const [name, setName] = useState('');
  const [group, setGroup] = useState('');
  const { busy, run, messages } = useWrite();
  const { notice, announce } = useNotice();
  const deleted = (message: string) => {
    announce(message, true);
    onDone();
  };
  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = { component: { name, ...(group ? { group_id: group } : {}) } };
    if (await run(() => adminCall(ManageComponentSchema, 'POST', 'components', body), `Component “${name}” added.`)) {
      setName('');
      onDone();
    }
  };
  return (
    <div className="space-y-4">
      <div>
        {notice}
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {components
            .filter((c) => !c.group)
            .map((c) => (
              <li key={c.id} className="py-2">
                <details>
                  <summary className="cursor-pointer text-sm">
                    <span className="font-medium">{c.name}</span>{' '}
                    <span className="text-slate-600 dark:text-slate-400">· {COMPONENT_STATUS_LABEL[c.status]}</span>
                  </summary>
                  <EditComponent c={c} groups={groups} onDone={onDone} onDeleted={deleted} />
                </details>
              </li>
            ))}
        </ul>
      </div>
      <form
        onSubmit={add}
        className="space-y-3 border-t border-slate-200 pt-3 dark:border-slate-800"
        aria-label="Add a component"
      >
        <h3 className="font-medium">Add a component</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="New component name">
            {(id) => <input id={id} value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />}
          </Field>
          <GroupSelect groups={groups} value={group} onChange={setGroup} />
        </div>
        {messages}
        <button type="submit" disabled={busy} className={buttonClass}>
          Add component
        </button>
      </form>
    </div>
  );
}

function EditGroup({
  g,
  leaves,
  onDone,
  onDeleted,
}: {
  g: ComponentGroup;
  leaves: ManageComponent[];
  onDone: () => void;
  onDeleted: (message: string) => void;
}) {
  const [name, setName] = useState(g.name);
  const [description, setDescription] = useState(g.description ?? '');
  const [members, setMembers] = useState<string[]>(g.components);
  useOnVersion(g.version, () => {
    setName(g.name);
    setDescription(g.description ?? '');
    setMembers(g.components);
  });
  const { busy, run, messages } = useWrite();
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      component_group: { name, description: description || null, components: members, version: g.version },
    };
    if (
      await run(
        () => adminCall(ComponentGroupSchema, 'PATCH', `component-groups/${g.id}`, body),
        `Group “${name}” saved.`,
      )
    )
      onDone();
  };
  const remove = async () => {
    if (await run(() => adminCall(ComponentGroupSchema, 'DELETE', `component-groups/${g.id}`), null))
      onDeleted(`Group “${g.name}” deleted.`);
  };
  return (
    <form onSubmit={save} className="mt-2 space-y-3" aria-label={`Edit group ${g.name}`}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Group name">
          {(id) => <input id={id} value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />}
        </Field>
        <Field label="Group description">
          {(id) => (
            <input
              id={id}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <fieldset className="rounded-md border border-slate-300 p-3 dark:border-slate-700">
        <legend className="px-1 text-sm font-medium">Members</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {leaves.map((c) => (
            <Check
              key={c.id}
              label={c.name}
              checked={members.includes(c.id)}
              onChange={(on) => setMembers(on ? [...members, c.id] : members.filter((x) => x !== c.id))}
            />
          ))}
        </div>
      </fieldset>
      {messages}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={buttonClass}>
          Save group
        </button>
        <ConfirmDelete
          label="Delete group…"
          question={`Delete the group “${g.name}”? Its components stay and move to the top level. This cannot be undone.`}
          busy={busy}
          onConfirm={remove}
        />
      </div>
    </form>
  );
}

export function GroupEditor({
  groups,
  components,
  onDone,
}: {
  groups: ComponentGroup[];
  components: ManageComponent[];
  onDone: () => void;
}) {
  const leaves = components.filter((c) => !c.group);
  const [name, setName] = useState('');
  const { busy, run, messages } = useWrite();
  const { notice, announce } = useNotice();
  const deleted = (message: string) => {
    announce(message, true);
    onDone();
  };
  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    if (
      await run(
        () =>
          adminCall(ComponentGroupSchema, 'POST', 'component-groups', { component_group: { name, components: [] } }),
        `Group “${name}” added.`,
      )
    ) {
      setName('');
      onDone();
    }
  };
  return (
    <div className="space-y-4">
      <div>
        {notice}
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {groups.map((g) => (
            <li key={g.id} className="py-2">
              <details>
                <summary className="cursor-pointer text-sm">
                  <span className="font-medium">{g.name}</span>{' '}
                  <span className="text-slate-600 dark:text-slate-400">· {g.components.length} components</span>
                </summary>
                <EditGroup g={g} leaves={leaves} onDone={onDone} onDeleted={deleted} />
              </details>
            </li>
          ))}
        </ul>
      </div>
      <form
        onSubmit={add}
        className="space-y-3 border-t border-slate-200 pt-3 dark:border-slate-800"
        aria-label="Add a group"
      >
        <Field label="New group name">
          {(id) => <input id={id} value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />}
        </Field>
        {messages}
        <button type="submit" disabled={busy} className={buttonClass}>
          Add group
        </button>
      </form>
    </div>
  );
}
