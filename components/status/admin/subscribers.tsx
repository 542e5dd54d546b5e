'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SubscriberSchema, type ManageComponent, type Subscriber } from '@/lib/schemas/status';
import { SubscriberList, adminCall } from './api';
import { ConfirmDelete, Field, buttonClass, inputClass, useWrite } from './fields';

function SubscriberRow({ s, names, onDone }: { s: Subscriber; names: Map<string, string>; onDone: () => void }) {
  const { busy, run, messages } = useWrite();
  const who = s.mode === 'email' ? s.email : s.endpoint;
  const follows = s.components.length === 0 ? 'whole page' : s.components.map((id) => names.get(id) ?? id).join(', ');
  const remove = () =>
    void run(() => adminCall(SubscriberSchema, 'DELETE', `subscribers/${s.id}`), null).then((ok) => ok && onDone());
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700">
      <div className="min-w-0">
        <p className="font-medium break-all">{who}</p>
        <p className="text-slate-600 dark:text-slate-400">
          {s.mode === 'email' ? 'E-mail' : 'Webhook'} · {s.confirmed ? 'confirmed' : 'waiting for confirmation'} ·{' '}
          {follows}
        </p>
      </div>
      <ConfirmDelete
        label="Remove subscriber…"
        question={`Remove ${who}? Nothing more is sent to it, including messages still waiting. This cannot be undone.`}
        busy={busy}
        onConfirm={remove}
      />
      {messages}
    </li>
  );
}

/** A webhook subscriber for the whole page; its signing secret is shown here once, never again. */
function AddWebhook({ onDone }: { onDone: () => void }) {
  const [endpoint, setEndpoint] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const { busy, run, messages } = useWrite();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSecret(null);
    await run(async () => {
      const created = await adminCall(SubscriberSchema, 'POST', 'subscribers', { subscriber: { endpoint } });
      setSecret(created.webhook_secret ?? null);
      setEndpoint('');
      onDone();
    }, 'Webhook added.');
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Add a webhook">
      <Field label="Webhook URL" hint="https://, or http:// on localhost">
        {(id, describedBy) => (
          <input
            id={id}
            aria-describedby={describedBy}
            type="url"
            required
            value={endpoint}
            onChange={(e) => setEndpoint(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <button type="submit" disabled={busy} className={buttonClass}>
        Add webhook
      </button>
      {messages}
      {secret && (
        <p className="rounded-md border border-amber-600 bg-amber-50 p-3 text-sm dark:bg-amber-950">
          Signing secret (shown only now): <code className="break-all select-all">{secret}</code>
        </p>
      )}
    </form>
  );
}

/** Who gets notifications: e-mail subscribers (they subscribe on /status) and webhooks; authors can remove any. */
export function SubscribersPanel({ components, onDone }: { components: ManageComponent[]; onDone: () => void }) {
  const subscribers = useQuery({
    queryKey: ['admin', 'subscribers'],
    queryFn: () => adminCall(SubscriberList, 'GET', 'subscribers?limit=1000&state=all'),
  });
  const names = new Map(components.map((c) => [c.id, c.name]));
  const list = subscribers.data ?? [];
  return (
    <div className="space-y-4">
      {subscribers.error && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          {subscribers.error.message}
        </p>
      )}
      {subscribers.isSuccess && list.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">No subscribers yet.</p>
      )}
      {list.length > 0 && (
        <ul className="space-y-2" aria-label={`${list.length} subscribers`}>
          {list.map((s) => (
            <SubscriberRow key={s.id} s={s} names={names} onDone={onDone} />
          ))}
        </ul>
      )}
      <AddWebhook onDone={onDone} />
    </div>
  );
}
