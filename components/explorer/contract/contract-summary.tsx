import type { ContractWithBytecode } from '@/lib/schemas/v1/contract';
import { Card, Fields } from '../card';
import { CopyButton } from '../copy-button';
import { NetLink } from '../net-link';
import { Time } from '../time';
import { EntityLink, Hbar, PublicKey } from '../values';

const days = (seconds: bigint | number | null) =>
  seconds === null ? '—' : `${Math.round(Number(seconds) / 86_400)} days`;

/** What the contract record says, with the balance its account holds. */
export function ContractSummary({
  contract,
  balance,
  rawHref,
}: {
  contract: ContractWithBytecode;
  balance: bigint | number | null;
  rawHref: string;
}) {
  return (
    <Card id="contract-summary" title="Summary">
      <Fields
        items={[
          [
            'EVM address',
            <span key="e" className="break-all font-mono">
              {contract.evm_address}
              <CopyButton value={contract.evm_address} label="EVM address" />
            </span>,
          ],
          ['Balance', <Hbar key="b" tinybars={balance} />],
          [
            'Created',
            contract.created_timestamp ? (
              <span key="c">
                <Time ts={contract.created_timestamp} /> (
                <NetLink
                  className="text-sky-700 underline dark:text-sky-400"
                  href={`/transactions/${contract.created_timestamp}`}
                >
                  creating transaction
                </NetLink>
                )
              </span>
            ) : (
              '—'
            ),
          ],
          ['Admin key', <PublicKey key="a" value={contract.admin_key} />],
          [
            'Bytecode file',
            contract.file_id ? (
              <span key="f" className="font-mono">
                {contract.file_id}
              </span>
            ) : (
              'none (init code in the transaction)'
            ),
          ],
          ['Auto-renew account', <EntityLink key="r" id={contract.auto_renew_account} />],
          ['Auto-renew period', days(contract.auto_renew_period)],
          ['Expires', contract.expiration_timestamp ? <Time key="x" ts={contract.expiration_timestamp} /> : '—'],
          ['Memo', contract.memo || '—'],
          ['Nonce', contract.nonce === null ? '—' : String(contract.nonce)],
          [
            'Deleted',
            contract.deleted ? `yes${contract.obtainer_id ? `, balance to ${contract.obtainer_id}` : ''}` : 'no',
          ],
          [
            'Raw data',
            <a key="raw" href={rawHref} className="font-mono text-sky-700 hover:underline dark:text-sky-400">
              {rawHref}
            </a>,
          ],
        ]}
      />
    </Card>
  );
}

const bytes = (hex: string) => Math.max(0, (hex.length - (hex.startsWith('0x') ? 2 : 0)) / 2);

/** Init code and runtime code: size, the start of the hex, the whole of it to copy. */
export function ContractCode({ contract }: { contract: ContractWithBytecode }) {
  return (
    <Card id="contract-code" title="Code">
      <Fields
        items={[
          ['Runtime bytecode', <Code key="r" hex={contract.runtime_bytecode} label="runtime bytecode" />],
          ['Init bytecode', <Code key="i" hex={contract.bytecode} label="init bytecode" />],
        ]}
      />
    </Card>
  );
}

function Code({ hex, label }: { hex: string; label: string }) {
  const size = bytes(hex);
  if (size === 0) return <span className="text-slate-600 dark:text-slate-400">empty</span>;
  // The copy button sits beside the disclosure, not in its summary: a control inside a control is unreachable.
  return (
    <span className="block">
      <span>
        {size.toLocaleString('en-US')} bytes <CopyButton value={hex} label={label} />
      </span>
      <details className="mt-1">
        <summary className="cursor-pointer text-sm text-sky-700 dark:text-sky-400">Show the hex</summary>
        <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 font-mono text-xs dark:bg-slate-950">
          {hex}
        </pre>
      </details>
    </span>
  );
}
