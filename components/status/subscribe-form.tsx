import type { ComponentChoice } from '@/lib/status/subscriptions/view';

const input =
  'mt-1 block w-full max-w-md rounded-md border border-slate-400 bg-white px-3 py-2 text-sm dark:border-slate-500 dark:bg-slate-950';
export const submitClass =
  'rounded-md bg-slate-900 px-3 py-2 text-sm font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-slate-300';

/** Component checkboxes; none checked means the whole page. */
export function ComponentChoices({ choices, checked = [] }: { choices: ComponentChoice[]; checked?: string[] }) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">Only these components (none checked: everything)</legend>
      {choices.map((c) => (
        <label key={c.id} className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="component_ids" value={c.id} defaultChecked={checked.includes(c.id)} />
          {c.name}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Subscribing by e-mail from /status: a plain form (POST, then a redirect back with the outcome), so it works
 * without JavaScript. The address gets a link to confirm before anything else is sent.
 */
export function SubscribeForm({ choices, outcome }: { choices: ComponentChoice[]; outcome: string | null }) {
  return (
    <form method="post" action="/status/subscribe" className="space-y-3">
      <p className="text-sm">Get an e-mail when an incident is opened, updated or resolved.</p>
      {outcome && (
        <p
          role="status"
          className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800"
        >
          {outcome}
        </p>
      )}
      <div>
        <label htmlFor="subscribe-email" className="block text-sm font-medium">
          E-mail address
        </label>
        <input id="subscribe-email" name="email" type="email" required autoComplete="email" className={input} />
      </div>
      {choices.length > 1 && (
        <details>
          <summary className="cursor-pointer text-sm">Choose components</summary>
          <div className="mt-2">
            <ComponentChoices choices={choices} />
          </div>
        </details>
      )}
      <button type="submit" className={submitClass}>
        Subscribe
      </button>
    </form>
  );
}
