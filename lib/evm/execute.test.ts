import { describe, expect, it } from 'vitest';
import { concatBytes, hexToBytes } from '../core/hex';
import { COMPILED } from '../demo/solidity/compiled';
import { encodeDynamic, encodeUint, selector } from './abi';
import { longZeroAddress, toBigInt, word } from './address';
import { estimateGas, executeCall, ExecutionDeadline, type CallInput } from './execute';
import { emptyMemoryLedger, MemoryLedgerView } from './memory-ledger.testing';
import { TOKEN_SERVICE, UnsupportedSystemCall } from './system-contracts';

const block = { number: 10n, timestampNs: 1_700_000_000_000_000_000n, hash: new Uint8Array(48).fill(7), latest: true };
const options = () => ({ chainId: 298n, deadline: performance.now() + 5_000 });
const ALICE = 1001n;
const BOB = 1002n;

function ledger() {
  const state = emptyMemoryLedger();
  state.entities.set(ALICE, { id: ALICE, balance: 10_000n, nonce: 0n, kind: 'account', evmAddress: null });
  state.entities.set(BOB, { id: BOB, balance: 0n, nonce: 0n, kind: 'account', evmAddress: null });
  return state;
}

const call = (over: Partial<CallInput>): CallInput => ({ from: null, to: null, data: new Uint8Array(0), value: 0n, gas: 15_000_000n, gasPrice: 0n, ...over });

/** Deploys DemoToken through the EVM, then installs its runtime code and storage as the ledger would hold them. */
async function deployToken() {
  const state = ledger();
  const init = concatBytes(hexToBytes(COMPILED.DemoToken.initcode), word(96n), word(160n), word(1_000n), encodeDynamic('Demo').subarray(32), encodeDynamic('DMO').subarray(32));
  const created = await executeCall(new MemoryLedgerView(state, block), call({ from: longZeroAddress(ALICE), data: init }), options());
  expect(created.kind).toBe('success');
  return { state, created };
}

describe('executeCall', () => {
  it('creates a contract from init code and returns its runtime code', async () => {
    const { created } = await deployToken();
    if (created.kind !== 'success') throw new Error(created.kind);
    expect(Buffer.from(created.output).toString('hex')).toBe(COMPILED.DemoToken.runtime);
    expect(created.logs).toHaveLength(1);
  });

  it('reads storage from the ledger and decodes a revert reason', async () => {
    const state = ledger();
    const contract = 2000n;
    state.entities.set(contract, { id: contract, balance: 0n, nonce: 1n, kind: 'contract', evmAddress: null });
    state.code.set(contract, hexToBytes(COMPILED.DemoToken.runtime));
    // balanceOf[ALICE] at keccak(address . slot 3)
    const { keccak_256 } = await import('@noble/hashes/sha3.js');
    const slot = keccak_256(concatBytes(word(toBigInt(longZeroAddress(ALICE))), word(3n)));
    state.storage.set(contract, new Map([[Buffer.from(slot).toString('hex'), word(500n)]]));
    const view = new MemoryLedgerView(state, block);
    const balance = await executeCall(view, call({ to: longZeroAddress(contract), data: concatBytes(selector('balanceOf(address)'), word(toBigInt(longZeroAddress(ALICE)))) }), options());
    expect(balance.kind === 'success' && toBigInt(balance.output)).toBe(500n);
    const transfer = (amount: bigint) => concatBytes(selector('transfer(address,uint256)'), word(toBigInt(longZeroAddress(BOB))), word(amount));
    const fromAlice = (data: Uint8Array, gas = 15_000_000n) => call({ from: longZeroAddress(ALICE), to: longZeroAddress(contract), data, gas });
    const reverted = await executeCall(view, fromAlice(transfer(501n)), options());
    expect(reverted).toMatchObject({ kind: 'revert', reason: 'transfer amount exceeds balance' });
    const used = await executeCall(view, fromAlice(transfer(100n)), options());
    const estimate = await estimateGas(view, fromAlice(transfer(100n)), options());
    if (estimate.kind !== 'success') throw new Error(estimate.kind);
    // Enough to run, with the web3 module's headroom over the gas used (at most a fifth).
    expect((await executeCall(view, fromAlice(transfer(100n), estimate.gasUsed), options())).kind).toBe('success');
    expect(estimate.gasUsed).toBeGreaterThan(used.gasUsed);
    expect(estimate.gasUsed).toBeLessThanOrEqual((used.gasUsed * 6n) / 5n);
    const short = await executeCall(view, fromAlice(transfer(100n), used.gasUsed - 1n), options());
    expect(short.kind).not.toBe('success');
  });

  it('answers the token facade at a token address and refuses what it does not implement', async () => {
    const state = ledger();
    const token = 3000n;
    state.entities.set(token, { id: token, balance: 0n, nonce: 0n, kind: 'token', evmAddress: null });
    state.tokens.set(token, { id: token, name: 'Hedera Coin', symbol: 'HC', decimals: 2n, totalSupply: 1_000_000n, type: 'FUNGIBLE_COMMON' });
    state.tokenBalances.set(`${token}/${ALICE}`, 42n);
    const view = new MemoryLedgerView(state, block);
    const name = await executeCall(view, call({ to: longZeroAddress(token), data: selector('name()') }), options());
    expect(name.kind === 'success' && Buffer.from(name.output).toString('hex')).toBe(Buffer.from(encodeDynamic('Hedera Coin')).toString('hex'));
    const balance = await executeCall(view, call({ to: longZeroAddress(token), data: concatBytes(selector('balanceOf(address)'), word(toBigInt(longZeroAddress(ALICE)))) }), options());
    expect(balance.kind === 'success' && Buffer.from(balance.output).toString('hex')).toBe(Buffer.from(encodeUint(42n)).toString('hex'));
    await expect(executeCall(view, call({ to: longZeroAddress(token), data: concatBytes(selector('transfer(address,uint256)'), word(1n), word(1n)) }), options())).rejects.toBeInstanceOf(UnsupportedSystemCall);
    await expect(executeCall(view, call({ to: longZeroAddress(TOKEN_SERVICE), data: selector('getTokenInfo(address)') }), options())).rejects.toBeInstanceOf(UnsupportedSystemCall);
  });

  it('stops a gas-burning loop at the deadline while other work keeps running', async () => {
    const state = ledger();
    const contract = 2001n;
    state.entities.set(contract, { id: contract, balance: 0n, nonce: 1n, kind: 'contract', evmAddress: null });
    state.code.set(contract, hexToBytes(COMPILED.Vault.runtime));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    await expect(executeCall(new MemoryLedgerView(state, block), call({ to: longZeroAddress(contract), data: selector('spin()') }), { chainId: 298n, deadline: performance.now() + 200 })).rejects.toBeInstanceOf(ExecutionDeadline);
    clearInterval(timer);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(ticks).toBeGreaterThan(5);
  });
});
