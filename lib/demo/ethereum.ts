import { concatBytes } from '../core/hex';
import { RLP } from '@ethereumjs/rlp';
import { addressWord, minimalBytes, selector, uintWord } from './abi';
import { TINYBARS_PER_HBAR, TxType } from './constants';
import { contractAddress, runContract } from './contracts';
import { keccak256 } from './keccak';
import type { Ledger } from './ledger';
import type { Prng } from './prng';

/** 0x127 = 295, the chain id of Hedera mainnet (as in the recorded corpus). */
const CHAIN_ID = 295n;
const WEIBARS_PER_TINYBAR = 10_000_000_000n;
const GAS_PRICE = 710_000_000_000n;

/** The three envelopes the network accepts: legacy (0), EIP-2930 access list (1), EIP-1559 dynamic fee (2). */
type EnvelopeType = 0 | 1 | 2;

function pickType(prng: Prng): EnvelopeType {
  const roll = prng.float();
  return roll < 0.2 ? 0 : roll < 0.35 ? 1 : 2;
}

/** EIP-2930 access list: the called contract and a few of its storage slots, sometimes nothing. */
function accessList(prng: Prng, target: Uint8Array): [Uint8Array, Uint8Array[]][] {
  if (!prng.chance(0.5)) return [];
  const slots = Array.from({ length: prng.between(1, 3) }, () => uintWord(prng.int(8)));
  return [[target, slots]];
}

/**
 * ETHEREUMTRANSACTION: an ECDSA account signs a legacy, access-list or EIP-1559 transaction that a relay account
 * submits and pays for. `data` is the signed envelope (type byte, then the RLP list), its keccak the Ethereum hash,
 * and the columns are what the Mirror Node's importer reads out of it: v for a legacy transaction (EIP-155, it
 * carries the chain id), the recovery id otherwise; the access list as its RLP encoding; fee fields of its type.
 * Some calls revert (Error(string) or Panic reason) or run out of gas, as contract calls do.
 */
export function ethereumTransaction(l: Ledger): void {
  const senders = l.state.evmUsers;
  if (senders.length === 0 || l.state.contractIds.length === 0) return;
  const sender = l.prng.pick(senders);
  const relayer = l.state.users[0];
  if (
    relayer === undefined ||
    l.balanceOf(relayer) < 100n * TINYBARS_PER_HBAR ||
    l.balanceOf(sender) < 200n * TINYBARS_PER_HBAR
  )
    return;
  const ctx = l.topLevel(relayer);
  const target = l.prng.pick(l.state.contractIds);
  const to = contractAddress(l, target);
  const entity = l.state.entity(sender);
  const nonce = BigInt(entity.ethereumNonce++);
  const type = pickType(l.prng);
  const value = l.prng.chance(0.3) ? BigInt(l.prng.between(1, 50)) * TINYBARS_PER_HBAR : 0n;
  const weibars = value * WEIBARS_PER_TINYBAR;
  const gasLimit = BigInt(l.prng.between(100, 1_000)) * 1_000n;
  const callData = concatBytes(
    selector('transfer(address,uint256)'),
    addressWord(l.prng.bytes(20)),
    uintWord(l.prng.int(1_000_000)),
  );
  const access = type === 0 ? [] : accessList(l.prng, to);
  const maxFee = BigInt(l.prng.between(71, 120)) * 10_000_000_000n;
  const recovery = l.prng.int(2);
  const r = l.prng.bytes(32);
  const s = l.prng.bytes(32);
  const v = type === 0 ? CHAIN_ID * 2n + 35n + BigInt(recovery) : BigInt(recovery);
  const int = minimalBytes;
  const fields =
    type === 0
      ? [int(nonce), int(GAS_PRICE), int(gasLimit), to, int(weibars), callData, int(v), r, s]
      : type === 1
        ? [int(CHAIN_ID), int(nonce), int(GAS_PRICE), int(gasLimit), to, int(weibars), callData, access, int(v), r, s]
        : [
            int(CHAIN_ID),
            int(nonce),
            int(0n),
            int(maxFee),
            int(gasLimit),
            to,
            int(weibars),
            callData,
            access,
            int(v),
            r,
            s,
          ];
  const rlp = RLP.encode(fields);
  const data = type === 0 ? rlp : concatBytes(Uint8Array.of(type), rlp);
  const hash = keccak256(data);
  const roll = l.prng.float();
  runContract(l, ctx, {
    type: TxType.ETHEREUMTRANSACTION,
    sender,
    target,
    value,
    gasLimit,
    input: callData,
    outcome: roll < 0.08 ? 'revert' : roll < 0.1 ? 'error' : 'success',
    deploy: false,
    ethHash: hash,
  });
  const none = new Uint8Array(0);
  l.sink.add('ethereum_transaction', {
    access_list: type === 0 ? null : access.length ? RLP.encode(access) : none,
    call_data: callData,
    chain_id: int(CHAIN_ID),
    consensus_timestamp: ctx.ts,
    data,
    gas_limit: gasLimit,
    gas_price: type === 2 ? none : int(GAS_PRICE),
    hash,
    max_fee_per_gas: type === 2 ? int(maxFee) : none,
    max_gas_allowance: 5_000_000_000n,
    max_priority_fee_per_gas: none,
    nonce,
    payer_account_id: relayer,
    recovery_id: recovery,
    signature_r: r,
    signature_s: s,
    signature_v: type === 0 ? int(v) : none,
    to_address: to,
    type,
    value: int(weibars),
  });
}
