import { concat, minimalBytes } from './abi';
import { TINYBARS_PER_HBAR, TxType } from './constants';
import { contractAddress, runContract } from './contracts';
import { keccak256 } from './keccak';
import type { Ledger } from './ledger';
import { uintWord, addressWord, selector } from './abi';

/** 0x127 = 295, the chain id of Hedera mainnet (as in the recorded corpus). */
const CHAIN_ID = Uint8Array.from([0x01, 0x27]);
const WEIBARS_PER_TINYBAR = 10_000_000_000n;

/**
 * ETHEREUMTRANSACTION: an ECDSA account signs an EIP-1559 (type 2) or legacy (type 0) transaction that
 * a relay account submits and pays for. The contract result carries the Ethereum hash.
 */
export function ethereumTransaction(l: Ledger): void {
  const senders = l.state.evmUsers;
  if (senders.length === 0 || l.state.contractIds.length === 0) return;
  const sender = l.prng.pick(senders);
  const relayer = l.state.users[0];
  if (relayer === undefined || l.balanceOf(relayer) < 100n * TINYBARS_PER_HBAR || l.balanceOf(sender) < 200n * TINYBARS_PER_HBAR) return;
  const ctx = l.topLevel(relayer);
  const target = l.prng.pick(l.state.contractIds);
  const entity = l.state.entity(sender);
  const nonce = entity.ethereumNonce++;
  const legacy = l.prng.chance(0.25);
  const value = l.prng.chance(0.3) ? BigInt(l.prng.between(1, 50)) * TINYBARS_PER_HBAR : 0n;
  const gasLimit = BigInt(l.prng.between(100, 1_000)) * 1_000n;
  const callData = concat(selector('transfer(address,uint256)'), addressWord(l.prng.bytes(20)), uintWord(l.prng.int(1_000_000)));
  // Stand-in for the signed RLP envelope; its keccak is the transaction's Ethereum hash, as on chain.
  const data = concat(Uint8Array.from([legacy ? 0xf8 : 0x02]), l.prng.bytes(40), contractAddress(l, target), callData, l.prng.bytes(65));
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
  const recovery = l.prng.int(2);
  l.sink.add('ethereum_transaction', {
    access_list: null,
    call_data: callData,
    chain_id: CHAIN_ID,
    consensus_timestamp: ctx.ts,
    data,
    gas_limit: gasLimit,
    gas_price: legacy ? minimalBytes(710_000_000_000n) : new Uint8Array(0),
    hash,
    max_fee_per_gas: legacy ? new Uint8Array(0) : minimalBytes(BigInt(l.prng.between(71, 120)) * 10_000_000_000n),
    max_gas_allowance: 5_000_000_000n,
    max_priority_fee_per_gas: legacy ? new Uint8Array(0) : minimalBytes(0n),
    nonce,
    payer_account_id: relayer,
    recovery_id: recovery,
    signature_r: l.prng.bytes(32),
    signature_s: l.prng.bytes(32),
    signature_v: legacy ? Uint8Array.from([0x02, 0x71 + recovery]) : new Uint8Array(0),
    to_address: contractAddress(l, target),
    type: legacy ? 0 : 2,
    value: minimalBytes(value * WEIBARS_PER_TINYBAR),
  });
}
