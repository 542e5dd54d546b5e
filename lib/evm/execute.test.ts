import { describe, expect, it } from 'vitest';
import { concatBytes, hexToBytes } from '../core/hex';
import { COMPILED } from '../demo/solidity/compiled';
import { encodeDynamic, encodeUint, selector } from './abi';
import { longZeroAddress, toBigInt, word } from './address';
import { estimateGas, executeCall, ExecutionDeadline, type CallInput } from './execute';
import type { EvmToken } from './ledger-view';
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

/**
 * Runtime code that CALLs `token` with `first` (a facade write), then STATICCALLs it with `second` (a read) and
 * returns the read's 32-byte answer: the two calldatas sit after the code, copied into memory in turn.
 */
function transferThenRead(token: Uint8Array, first: Uint8Array, second: Uint8Array): Uint8Array {
  const PREFIX = 87;
  const copy = (data: Uint8Array, offset: number) => [
    0x60,
    data.length,
    0x61,
    offset >> 8,
    offset & 0xff,
    0x60,
    0x00,
    0x39,
  ]; // CODECOPY(0, offset, len)
  const code = [
    ...copy(first, PREFIX),
    0x60,
    0x20,
    0x60,
    0xa0,
    0x60,
    first.length,
    0x60,
    0x00,
    0x60,
    0x00,
    0x73,
    ...token,
    0x5a,
    0xf1,
    0x50, // CALL(gas, token, 0, 0, len, 0xa0, 32); POP
    ...copy(second, PREFIX + first.length),
    0x60,
    0x20,
    0x60,
    0xa0,
    0x60,
    second.length,
    0x60,
    0x00,
    0x73,
    ...token,
    0x5a,
    0xfa,
    0x50, // STATICCALL(gas, token, 0, len, 0xa0, 32); POP
    0x60,
    0x20,
    0x60,
    0xa0,
    0xf3, // RETURN(0xa0, 32)
  ];
  expect(code.length).toBe(PREFIX);
  return Uint8Array.from([...code, ...first, ...second]);
}

/** A ledger holding one token, with an associated balance for each of `balances`. */
function ledgerWithToken(token: bigint, facts: Omit<EvmToken, 'id' | 'paused'>, balances: [bigint, bigint][]) {
  const state = ledger();
  state.entities.set(token, { id: token, balance: 0n, nonce: 0n, kind: 'token', evmAddress: null });
  state.tokens.set(token, { id: token, paused: false, ...facts });
  for (const [account, balance] of balances) state.tokenBalances.set(`${token}/${account}`, balance);
  return state;
}

const call = (over: Partial<CallInput>): CallInput => ({
  from: null,
  to: null,
  data: new Uint8Array(0),
  value: 0n,
  gas: 15_000_000n,
  gasPrice: 0n,
  ...over,
});

/** Deploys DemoToken through the EVM, then installs its runtime code and storage as the ledger would hold them. */
async function deployToken() {
  const state = ledger();
  const init = concatBytes(
    hexToBytes(COMPILED.DemoToken.initcode),
    word(96n),
    word(160n),
    word(1_000n),
    encodeDynamic('Demo').subarray(32),
    encodeDynamic('DMO').subarray(32),
  );
  const created = await executeCall(
    new MemoryLedgerView(state, block),
    call({ from: longZeroAddress(ALICE), data: init }),
    options(),
  );
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
    const balance = await executeCall(
      view,
      call({
        to: longZeroAddress(contract),
        data: concatBytes(selector('balanceOf(address)'), word(toBigInt(longZeroAddress(ALICE)))),
      }),
      options(),
    );
    expect(balance.kind === 'success' && toBigInt(balance.output)).toBe(500n);
    const transfer = (amount: bigint) =>
      concatBytes(selector('transfer(address,uint256)'), word(toBigInt(longZeroAddress(BOB))), word(amount));
    const fromAlice = (data: Uint8Array, gas = 15_000_000n) =>
      call({ from: longZeroAddress(ALICE), to: longZeroAddress(contract), data, gas });
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
    const token = 3000n;
    const state = ledgerWithToken(
      token,
      { name: 'Hedera Coin', symbol: 'HC', decimals: 2n, totalSupply: 1_000_000n, type: 'FUNGIBLE_COMMON' },
      [[ALICE, 42n]],
    );
    const view = new MemoryLedgerView(state, block);
    const name = await executeCall(view, call({ to: longZeroAddress(token), data: selector('name()') }), options());
    expect(name.kind === 'success' && Buffer.from(name.output).toString('hex')).toBe(
      Buffer.from(encodeDynamic('Hedera Coin')).toString('hex'),
    );
    const balance = await executeCall(
      view,
      call({
        to: longZeroAddress(token),
        data: concatBytes(selector('balanceOf(address)'), word(toBigInt(longZeroAddress(ALICE)))),
      }),
      options(),
    );
    expect(balance.kind === 'success' && Buffer.from(balance.output).toString('hex')).toBe(
      Buffer.from(encodeUint(42n)).toString('hex'),
    );
    await expect(
      executeCall(view, call({ to: longZeroAddress(token), data: selector('mint(uint256)') }), options()),
    ).rejects.toBeInstanceOf(UnsupportedSystemCall);
    await expect(
      executeCall(
        view,
        call({ to: longZeroAddress(TOKEN_SERVICE), data: selector('mintToken(address,int64,bytes[])') }),
        options(),
      ),
    ).rejects.toBeInstanceOf(UnsupportedSystemCall);
  });

  it("simulates the facade's transfer and approve on the call's overlay, and refuses what the network refuses", async () => {
    const token = 3001n;
    const holder = 2002n;
    const facts = {
      name: 'Hedera Coin',
      symbol: 'HC',
      decimals: 2n,
      totalSupply: 1_000n,
      type: 'FUNGIBLE_COMMON',
    } as const;
    const state = ledgerWithToken(token, facts, [
      [ALICE, 42n],
      [holder, 50n],
      [BOB, 0n],
    ]);
    const view = new MemoryLedgerView(state, block);
    const to = longZeroAddress(token);
    const transfer = (recipient: bigint, amount: bigint) =>
      concatBytes(selector('transfer(address,uint256)'), word(toBigInt(longZeroAddress(recipient))), word(amount));
    const balanceOf = (owner: bigint) =>
      concatBytes(selector('balanceOf(address)'), word(toBigInt(longZeroAddress(owner))));
    const sent = await executeCall(
      view,
      call({ from: longZeroAddress(ALICE), to, data: transfer(BOB, 40n) }),
      options(),
    );
    if (sent.kind !== 'success') throw new Error(sent.kind);
    expect(toBigInt(sent.output)).toBe(1n);
    expect(sent.logs).toHaveLength(1);
    expect(Buffer.from(sent.logs[0]![0]).toString('hex')).toBe(Buffer.from(to).toString('hex'));
    // More than the sender holds, a receiver not associated, or a sender the ledger does not know: reverts.
    expect(
      (await executeCall(view, call({ from: longZeroAddress(ALICE), to, data: transfer(BOB, 43n) }), options())).kind,
    ).toBe('revert');
    expect(
      (await executeCall(view, call({ from: longZeroAddress(ALICE), to, data: transfer(9999n, 1n) }), options())).kind,
    ).toBe('revert');
    expect((await executeCall(view, call({ to, data: transfer(BOB, 1n) }), options())).kind).toBe('revert');
    const approved = await executeCall(
      view,
      call({
        from: longZeroAddress(ALICE),
        to,
        data: concatBytes(selector('approve(address,uint256)'), word(toBigInt(longZeroAddress(BOB))), word(5n)),
      }),
      options(),
    );
    expect(approved.kind === 'success' && toBigInt(approved.output)).toBe(1n);
    // A contract that transfers 10 of its 50 to BOB, then reads BOB's balance in the same call: the overlay's 10.
    state.entities.set(holder, { id: holder, balance: 0n, nonce: 1n, kind: 'contract', evmAddress: null });
    state.code.set(holder, transferThenRead(to, transfer(BOB, 10n), balanceOf(BOB)));
    const read = await executeCall(
      view,
      call({ from: longZeroAddress(ALICE), to: longZeroAddress(holder) }),
      options(),
    );
    expect(read.kind === 'success' && toBigInt(read.output)).toBe(10n);
    // Nothing reached the ledger.
    expect(state.tokenBalances.get(`${token}/${BOB}`)).toBe(0n);
    const after = await executeCall(view, call({ to, data: balanceOf(BOB) }), options());
    expect(after.kind === 'success' && toBigInt(after.output)).toBe(0n);
  });

  it('answers the token service reads at 0x167 with SUCCESS first', async () => {
    const token = 3002n;
    const state = ledgerWithToken(
      token,
      { name: 'Art', symbol: 'ART', decimals: 0n, totalSupply: 3n, type: 'NON_FUNGIBLE_UNIQUE' },
      [[ALICE, 1n]],
    );
    const view = new MemoryLedgerView(state, block);
    const service = longZeroAddress(TOKEN_SERVICE);
    const tokenWord = word(toBigInt(longZeroAddress(token)));
    const answer = async (data: Uint8Array) => {
      const outcome = await executeCall(view, call({ to: service, data }), options());
      if (outcome.kind !== 'success') throw new Error(outcome.kind);
      return [toBigInt(outcome.output.subarray(0, 32)), toBigInt(outcome.output.subarray(32, 64))];
    };
    expect(await answer(concatBytes(selector('getTokenType(address)'), tokenWord))).toEqual([22n, 1n]);
    expect(
      await answer(
        concatBytes(selector('isFrozen(address,address)'), tokenWord, word(toBigInt(longZeroAddress(ALICE)))),
      ),
    ).toEqual([22n, 0n]);
    expect(
      await answer(concatBytes(selector('isKyc(address,address)'), tokenWord, word(toBigInt(longZeroAddress(ALICE))))),
    ).toEqual([22n, 1n]);
    expect(
      await answer(
        concatBytes(
          selector('isApprovedForAll(address,address,address)'),
          tokenWord,
          word(toBigInt(longZeroAddress(ALICE))),
          word(toBigInt(longZeroAddress(BOB))),
        ),
      ),
    ).toEqual([22n, 0n]);
    // An account not associated: what the network answers is not known here, so it is not made up (501).
    await expect(
      executeCall(
        view,
        call({
          to: service,
          data: concatBytes(selector('isFrozen(address,address)'), tokenWord, word(toBigInt(longZeroAddress(BOB)))),
        }),
        options(),
      ),
    ).rejects.toBeInstanceOf(UnsupportedSystemCall);
  });

  it('answers BLOBBASEFEE with the minimum blob base fee, as a ledger without blobs has', async () => {
    const state = ledger();
    const contract = 2002n;
    state.entities.set(contract, { id: contract, balance: 0n, nonce: 1n, kind: 'contract', evmAddress: null });
    state.code.set(contract, Uint8Array.of(0x4a, 0x5f, 0x52, 0x60, 0x20, 0x5f, 0xf3)); // BLOBBASEFEE, MSTORE at 0, RETURN 32 bytes
    const outcome = await executeCall(
      new MemoryLedgerView(state, block),
      call({ to: longZeroAddress(contract) }),
      options(),
    );
    if (outcome.kind !== 'success') throw new Error(outcome.kind);
    expect(toBigInt(outcome.output)).toBe(1n);
  });

  it('stops a gas-burning loop at the deadline while other work keeps running', async () => {
    const state = ledger();
    const contract = 2001n;
    state.entities.set(contract, { id: contract, balance: 0n, nonce: 1n, kind: 'contract', evmAddress: null });
    state.code.set(contract, hexToBytes(COMPILED.Vault.runtime));
    // A pooled EVM first: building one (cold) could use up the whole deadline before the loop starts.
    await executeCall(
      new MemoryLedgerView(state, block),
      call({ to: longZeroAddress(contract), data: selector('deposited(address)') }),
      options(),
    );
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    await expect(
      executeCall(
        new MemoryLedgerView(state, block),
        call({ to: longZeroAddress(contract), data: selector('spin()') }),
        { chainId: 298n, deadline: performance.now() + 400 },
      ),
    ).rejects.toBeInstanceOf(ExecutionDeadline);
    clearInterval(timer);
    expect(performance.now() - started).toBeLessThan(1_000);
    // Timers ran between slices (dozens on an idle machine; a few when two cores are shared by many processes).
    expect(ticks).toBeGreaterThan(2);
  });
});
