'use client';

import { useId, useRef, useState, type ReactNode } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-2.5 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-950 focus-visible:outline-2 focus-visible:outline-sky-600';
export const buttonClass =
  'rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:bg-sky-600 dark:hover:bg-sky-500 dark:text-slate-950';
export const dangerButtonClass =
  'rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400';
export const secondaryButtonClass =
  'rounded-md border border-slate-400 px-3 py-1.5 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:border-slate-600 dark:hover:bg-slate-800';

export function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string, describedBy?: string) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children(id, hintId)}
      {hint && (
        <p id={hintId} className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A select's options: an optional empty choice first, then each value under its label. */
export function Options<V extends string>({
  none,
  values,
  labels,
}: {
  none?: string;
  values: readonly V[];
  labels: Record<V, string>;
}) {
  return (
    <>
      {none !== undefined && <option value="">{none}</option>}
      {values.map((v) => (
        <option key={v} value={v}>
          {labels[v]}
        </option>
      ))}
    </>
  );
}

export function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="h-4 w-4" />
      {label}
    </label>
  );
}

/**
 * Runs a write; shows the API's validation message (role=alert) or a confirmation (role=status). A null success
 * message leaves the confirmation to the caller (an item that leaves its list takes its form with it).
 */
export function useWrite() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const run = async (fn: () => Promise<unknown>, success: string | null) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await fn();
      setDone(success);
      return true;
    } catch (e) {
      setError((e as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const messages = (
    <>
      {error && (
        <p
          role="alert"
          className="rounded-md border border-red-600 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
        >
          {error}
        </p>
      )}
      <p role="status" className="text-sm text-green-800 dark:text-green-300">
        {done}
      </p>
    </>
  );
  return { busy, run, messages };
}

/** Resets form state when the record it edits changes on the server (a new version), keeping the form mounted. */
export function useOnVersion(version: number, reset: () => void) {
  const [seen, setSeen] = useState(version);
  if (seen !== version) {
    setSeen(version);
    reset();
  }
}

const noticeClass = 'text-sm text-green-800 dark:text-green-300 [&:not(:empty)]:mb-3';

/**
 * A list's confirmation line, for what its items cannot say themselves once they are gone (resolved, completed,
 * deleted). Focusable, so focus has somewhere to go when the control that had it disappears.
 */
export function useNotice(): { notice: ReactNode; announce: (message: string, moveFocus?: boolean) => void } {
  const [text, setText] = useState('');
  const ref = useRef<HTMLParagraphElement>(null);
  const announce = (message: string, moveFocus = false) => {
    setText(message);
    if (moveFocus) ref.current?.focus();
  };
  const notice = (
    <p role="status" ref={ref} tabIndex={-1} className={noticeClass}>
      {text}
    </p>
  );
  return { notice, announce };
}

/**
 * A delete button that asks first: the question replaces the button, says what goes and that it cannot be undone,
 * and offers the confirming button beside Cancel (which has focus, so a stray Enter does not delete).
 */
export function ConfirmDelete({
  label,
  question,
  busy,
  onConfirm,
}: {
  label: string;
  question: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  if (!asking) {
    // aria-disabled rather than disabled while a write runs: focus comes back here after confirming, and a disabled
    // button would drop it (on a refusal the error is right beside it).
    return (
      <button
        ref={openRef}
        type="button"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (busy) return;
          setAsking(true);
          requestAnimationFrame(() => cancelRef.current?.focus());
        }}
        className={`${secondaryButtonClass} aria-disabled:opacity-60`}
      >
        {label}
      </button>
    );
  }
  const close = () => {
    setAsking(false);
    requestAnimationFrame(() => openRef.current?.focus());
  };
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="w-full rounded-md border border-red-600 bg-red-50 p-3 dark:border-red-400 dark:bg-red-950"
    >
      <p id={questionId} className="text-sm font-medium text-red-900 dark:text-red-100">
        {question}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          aria-describedby={questionId}
          onClick={() => {
            close();
            onConfirm();
          }}
          className={dangerButtonClass}
        >
          Yes, {label.replace(/…$/, '').toLowerCase()}
        </button>
        <button
          ref={cancelRef}
          type="button"
          aria-describedby={questionId}
          onClick={close}
          className={secondaryButtonClass}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}

export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
