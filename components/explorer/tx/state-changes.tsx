import type { ContractResultStateChange } from '@/lib/schemas/v1/contract-result';
import { Card } from '../card';
import { DataTable, type Column } from '../data-table';
import { EvmAddress, muted, Word } from './abi-values';

const COLUMNS: Column<ContractResultStateChange>[] = [
  { header: 'Contract', cell: (c) => <EvmAddress address={c.address} id={c.contract_id} type="contract" /> },
  { header: 'Slot', cell: (c) => <Word value={c.slot} label={`slot ${c.slot}`} /> },
  { header: 'Value read', cell: (c) => <Word value={c.value_read} label="value read" /> },
  {
    header: 'Value written',
    cell: (c) =>
      c.value_written === null ? (
        <span className={muted}>not written (read only)</span>
      ) : (
        <Word value={c.value_written} label="value written" />
      ),
  },
];

/** The storage slots the call read and wrote: the value before, and the value after when it wrote one. */
export function StateChangesCard({ changes }: { changes: ContractResultStateChange[] }) {
  return (
    <Card id="state-changes" title={`State changes (${changes.length})`}>
      <DataTable
        caption="Storage slots read and written by the call"
        columns={COLUMNS}
        rows={changes}
        rowKey={(c) => `${c.address}-${c.slot}`}
        empty="The call read or wrote no storage."
      />
    </Card>
  );
}
