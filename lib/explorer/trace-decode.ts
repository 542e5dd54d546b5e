/**
 * What the call trace shows of each action beyond its record: the function it called, why it failed and which
 * precompile or system contract each party is. Decoded on the server (viem reads revert data and hashes the known
 * signatures), so the trace's client code gets plain values and the browser loads no EVM decoder for it.
 */
import type { ContractAction } from '../schemas/v1/contract-action';
import { decodeRevert, describeRevert, longZeroAddress, systemContractAt, type SystemContract } from './evm';
import { knownSignature, selectorOf } from './selectors';
import { actionFailed } from './trace';

export interface PartyDecoding {
  /** The precompile or Hedera system contract at the party's address or id. */
  known: SystemContract | null;
  /** The address is not just the long-zero form of the entity id (an EVM alias): worth showing next to the id. */
  alias: boolean;
}

export interface ActionDecoding {
  selector: string | null;
  /** The well-known function the selector stands for. */
  signature: string | null;
  /** A failed action's reason in words (`hex`: none could be read, `text` is the data itself); null when it did not fail. */
  revert: { text: string; hex: boolean } | null;
  caller: PartyDecoding;
  recipient: PartyDecoding;
}

export type DecodedAction = ContractAction & { decoded: ActionDecoding };

function party(id: string | null, address: string | null): PartyDecoding {
  return { known: systemContractAt(address ?? id), alias: !!address && address.toLowerCase() !== longZeroAddress(id) };
}

export function decodeAction(a: ContractAction): DecodedAction {
  const selector = selectorOf(a.input);
  const revert = actionFailed(a) ? decodeRevert(a.result_data) : null;
  return {
    ...a,
    decoded: {
      selector,
      signature: knownSignature(selector),
      revert: revert && { text: describeRevert(revert), hex: revert.kind === 'hex' },
      caller: party(a.caller, a.from),
      recipient: party(a.recipient, a.to),
    },
  };
}
