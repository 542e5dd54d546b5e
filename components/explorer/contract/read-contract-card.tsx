import type { ReadFunction, TokenStandard } from '@/lib/explorer/contract-interface';
import { Card } from '../card';
import { Badge } from '../values';
import { ReadContractLazy } from './read-contract-lazy';

/**
 * "Read contract": the view functions of the standards a contract (or a token's HIP-719 facade) speaks, called from
 * the browser. `via` says how the standards were told, for the reader who wonders why these functions.
 */
export function ReadContractCard({
  base,
  address,
  standards,
  functions,
  via,
}: {
  base: string;
  address: string;
  standards: readonly TokenStandard[];
  functions: readonly ReadFunction[];
  via: string;
}) {
  return (
    <Card
      id="read-contract"
      title="Read contract"
      actions={
        <span className="flex flex-wrap items-center gap-2 text-sm">
          {standards.map((s) => (
            <Badge key={s}>{s}</Badge>
          ))}
          <span className="text-slate-600 dark:text-slate-400">{via}</span>
        </span>
      }
    >
      <ReadContractLazy base={base} address={address} standards={standards} functions={functions} />
    </Card>
  );
}
