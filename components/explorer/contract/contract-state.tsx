import type { ContractStateEntry } from '@/lib/schemas/v1/contract-state';
import { Card } from '../card';
import { DataTable } from '../data-table';
import { Time } from '../time';

const word = (hex: string | null) => <span className="break-all font-mono text-xs">{hex ?? '—'}</span>;

/** The contract's storage now: the first slots, with when each was last written. */
export function ContractState({ state, rawHref }: { state: ContractStateEntry[]; rawHref: string }) {
  return (
    <Card
      id="contract-state"
      title="State"
      actions={
        <a href={rawHref} className="text-sm text-sky-700 hover:underline dark:text-sky-400">
          All slots (API)
        </a>
      }
    >
      <DataTable
        caption="Contract storage"
        rows={state}
        rowKey={(s) => s.slot}
        empty="This contract stores nothing."
        columns={[
          { header: 'Slot', cell: (s) => word(s.slot) },
          { header: 'Value', cell: (s) => word(s.value) },
          { header: 'Written', cell: (s) => <Time ts={s.timestamp} relative /> },
        ]}
      />
    </Card>
  );
}
