import { listOrder } from '@/lib/explorer/list-query';
import { transactionTypeFamilies } from '@/lib/explorer/transaction-types';
import { JumpToDate } from './jump-to-date';

const control = 'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900';

/** Type and result filters and a date to jump to, as a plain GET form: works without JavaScript, and the filters are the URL. */
export function TxFilters({ action, params }: { action: string; params: URLSearchParams }) {
  const type = params.get('transactiontype') ?? '';
  const result = params.get('result') ?? '';
  return (
    <form method="get" action={action} className="flex flex-wrap items-center gap-2" aria-label="Filter transactions">
      {['network', 'limit', 'order', 'tab'].map((key) => {
        const value = params.get(key);
        return value ? <input key={key} type="hidden" name={key} value={value} /> : null;
      })}
      <label className="flex items-center gap-1 text-sm">
        Type
        <select name="transactiontype" defaultValue={type} className={control}>
          <option value="">All types</option>
          {transactionTypeFamilies().map(({ family, types }) => (
            <optgroup key={family} label={family}>
              {types.map(({ type, label }) => (
                <option key={type} value={type}>
                  {label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-1 text-sm">
        Result
        <select name="result" defaultValue={result} className={control}>
          <option value="">Any</option>
          <option value="success">Success</option>
          <option value="fail">Failed</option>
        </select>
      </label>
      <JumpToDate order={listOrder(params, 'desc')} />
      <button
        type="submit"
        className="rounded-md border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        Apply
      </button>
    </form>
  );
}
