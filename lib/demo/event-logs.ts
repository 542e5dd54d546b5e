/**
 * The event logs of a successful contract call, as the well-known token contracts emit them: every contract is an
 * ERC-20 token, an ERC-721 collection or an exchange pair (by its id, so a contract always speaks one standard),
 * and each contract its call reached may emit one of that standard's events with the right topic0 (keccak of the
 * signature), indexed arguments as topics and the rest as data. Blooms are the real Ethereum blooms of the logs.
 */
import { concatBytes } from '../core/hex';
import { addressWord, bloomAdd, eventTopic, orInto, uintWord } from './abi';
import type { ActionNode } from './actions';
import { CallType, ResultData } from './constants';
import type { EmittedTx, Ledger } from './ledger';
import { longZeroAddress } from './keys';

/** ERC-20 and ERC-721 share the Transfer and Approval signatures; ERC-721 indexes the token id as a fourth topic. */
export const TRANSFER = eventTopic('Transfer(address,address,uint256)');
export const APPROVAL = eventTopic('Approval(address,address,uint256)');
export const APPROVAL_FOR_ALL = eventTopic('ApprovalForAll(address,address,bool)');
export const SWAP = eventTopic('Swap(address,uint256,uint256,uint256,uint256,address)');

type Standard = 'erc20' | 'erc721' | 'pair';
const STANDARDS: readonly Standard[] = ['erc20', 'erc721', 'pair'];

export const standardOf = (contractId: number): Standard => STANDARDS[contractId % STANDARDS.length]!;

interface Event {
  topics: Uint8Array[];
  data: Uint8Array;
}

/** An entity's EVM address: its own (alias or CREATE2) when it has one, else its long-zero form. */
function addressOf(l: Ledger, id: number): Uint8Array {
  return l.state.entities.get(id)?.evmAddress ?? longZeroAddress(id);
}

const ZERO_ADDRESS = new Uint8Array(20);

function eventOf(l: Ledger, standard: Standard, from: Uint8Array): Event {
  const to = l.state.users.length ? addressOf(l, l.prng.pick(l.state.users)) : l.prng.bytes(20);
  const amount = uintWord(BigInt(l.prng.between(1, 1_000_000)) * 10n ** 12n);
  switch (standard) {
    case 'erc20':
      return l.prng.chance(0.75)
        ? { topics: [TRANSFER, addressWord(from), addressWord(to)], data: amount }
        : { topics: [APPROVAL, addressWord(from), addressWord(to)], data: amount };
    case 'erc721': {
      const tokenId = uintWord(l.prng.between(1, 10_000));
      const roll = l.prng.float();
      // A mint is a Transfer from the zero address.
      if (roll < 0.2)
        return { topics: [TRANSFER, addressWord(ZERO_ADDRESS), addressWord(to), tokenId], data: new Uint8Array(0) };
      if (roll < 0.75)
        return { topics: [TRANSFER, addressWord(from), addressWord(to), tokenId], data: new Uint8Array(0) };
      if (roll < 0.9)
        return { topics: [APPROVAL, addressWord(from), addressWord(to), tokenId], data: new Uint8Array(0) };
      return { topics: [APPROVAL_FOR_ALL, addressWord(from), addressWord(to)], data: uintWord(1) };
    }
    case 'pair': {
      const amountIn = uintWord(l.prng.between(1, 1_000_000_000));
      const amountOut = uintWord(l.prng.between(1, 1_000_000_000));
      const zero = uintWord(0);
      const data = l.prng.chance(0.5)
        ? concatBytes(amountIn, zero, zero, amountOut)
        : concatBytes(zero, amountIn, amountOut, zero);
      return { topics: [SWAP, addressWord(from), addressWord(to)], data };
    }
  }
}

/** How the Mirror Node importer stores a topic: without its leading zero bytes (a zero word as no bytes). */
export function storedTopic(word: Uint8Array): Uint8Array {
  const first = word.findIndex((b) => b !== 0);
  return first < 0 ? new Uint8Array(0) : word.slice(first);
}

/** The Ethereum log bloom of one log: its emitter's address and each topic (as 32-byte words). */
export function logBloom(address: Uint8Array, topics: readonly Uint8Array[]): Uint8Array {
  const bloom = new Uint8Array(256);
  bloomAdd(bloom, address);
  for (const t of topics) bloomAdd(bloom, t);
  return bloom;
}

/**
 * Writes the logs of a successful call (about half of the contracts it reached, a CREATE never) and returns the
 * result's bloom, the union of the logs' blooms.
 */
export function writeEventLogs(
  l: Ledger,
  tx: EmittedTx,
  tree: ActionNode[],
  root: number,
  hash: Uint8Array,
): Uint8Array {
  const bloom = new Uint8Array(256);
  let index = 0;
  for (const a of tree) {
    if (
      a.recipientContract === null ||
      a.resultType !== ResultData.OUTPUT ||
      a.callType === CallType.CREATE ||
      !l.prng.chance(0.5)
    )
      continue;
    const emitter = a.recipientContract;
    const { topics, data } = eventOf(l, standardOf(emitter), addressOf(l, a.caller));
    const address = addressOf(l, emitter);
    const own = logBloom(address, topics);
    orInto(bloom, own);
    const [topic0, topic1, topic2, topic3] = topics.map(storedTopic);
    l.sink.add('contract_log', {
      bloom: own,
      consensus_timestamp: tx.ctx.ts,
      contract_id: emitter,
      data,
      index: index++,
      topic0,
      topic1,
      topic2,
      topic3: topic3 ?? null,
      payer_account_id: tx.ctx.payer,
      root_contract_id: root,
      transaction_hash: hash,
      transaction_index: tx.index,
    });
  }
  return bloom;
}
