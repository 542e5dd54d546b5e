'use client';

import { useId, useState } from 'react';
import { useTimeZoneMode } from './clock';

const control = 'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900';

/**
 * The filter form's "Jump to" date and time. It is read in the reader's time mode: in local time the browser sends
 * its offset at that date (daylight saving included) as `tz`; without JavaScript, or in UTC mode, it is UTC.
 * Newest first it lands on the transactions at or before that moment, oldest first on those at or after it.
 */
export function JumpToDate({ order }: { order: 'asc' | 'desc' }) {
  const mode = useTimeZoneMode();
  const [value, setValue] = useState('');
  const local = mode === 'local';
  const offset = local && value ? -new Date(value).getTimezoneOffset() : 0;
  const id = useId();
  // Named by both words around it ("Up to (UTC)"): a label wrapping the field would add the field's own text.
  return (
    <span className="flex flex-wrap items-center gap-1 text-sm">
      <label id={`${id}-label`} htmlFor={`${id}-at`} className="whitespace-nowrap">
        {order === 'desc' ? 'Up to' : 'From'}
      </label>
      <input
        id={`${id}-at`}
        aria-labelledby={`${id}-label ${id}-zone`}
        type="datetime-local"
        name="at"
        step={1}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className={control}
      />
      <span id={`${id}-zone`} className="whitespace-nowrap text-slate-600 dark:text-slate-400">
        {local ? '(local time)' : '(UTC)'}
      </span>
      {local && value && <input type="hidden" name="tz" value={offset} />}
    </span>
  );
}
