import { concatBytes } from '../../core/hex';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { parseJsonLossless } from '../../core/int64-json';
import type { Db } from '../../db';
import { COMPILED } from '../../demo/solidity/compiled';
import { encodeDynamic, revertReason, selector } from '../../evm/abi';
import { longZeroAddress, prefixedHex, toBigInt, word } from '../../evm/address';
import { ContractCallResponse, Web3ErrorResponse } from '../../schemas/v1/contract-call';
import type { ApiContext } from './context';
import { parseBlock, parseContractCallRequest } from './contract-call-request';
import { demoContext, getJson, openDemoLedger } from './demo-ledger.test-helpers';
import { appendLiveContractCalls } from '../../demo/live.testing';
import { handleV1 } from './router';
import { findSampleValues } from './samples';
import { Web3Error } from './web3-error';

const detailOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof Web3Error) return `${error.status} ${error.detail}`;
    throw error;
  }
  return 'no error';
};

describe('the contracts/call request grammar', () => {
  it('reads block tags, numbers, hex and hashes as 0.154 does', () => {
    expect(parseBlock(null)).toEqual({ tag: 'latest' });
    expect(parseBlock('SAFE')).toEqual({ tag: 'latest' });
    expect(parseBlock('earliest')).toEqual({ tag: 'earliest' });
    expect(parseBlock('12')).toEqual({ number: 12n });
    expect(parseBlock('0x1f')).toEqual({ number: 31n });
    expect(parseBlock(`0x${'Ab'.repeat(32)}`)).toEqual({ hash: 'ab'.repeat(32) });
    expect(detailOf(() => parseBlock('1f'))).toBe('400 Invalid block value: 1f');
    expect(detailOf(() => parseBlock(' latest'))).toBe('400 Invalid block value:  latest');
    expect(detailOf(() => parseBlock('99999999999999999999'))).toBe(
      '400 Decimal value out of range for block: 99999999999999999999',
    );
    expect(detailOf(() => parseBlock('0xffffffffffffffff'))).toBe(
      '400 Hex value out of range for block: 0xffffffffffffffff',
    );
  });

  it('names each bad field, takes null as the default and ignores unknown fields', () => {
    const to = `0x${'0'.repeat(38)}01`;
    expect(
      parseContractCallRequest({ to, data: null, gas: null, value: null, estimate: null, gasPrice: null, unknown: 1 }),
    ).toMatchObject({ gas: 15_000_000n, value: 0n, estimate: false });
    expect(detailOf(() => parseContractCallRequest({ to, gas: 20_999 }))).toBe(
      '400 gas field must be greater than or equal to 21000',
    );
    expect(detailOf(() => parseContractCallRequest({ to, gas: 15_000_001 }))).toBe(
      '400 gas field must be less than or equal to 15000000',
    );
    expect(detailOf(() => parseContractCallRequest({ to, data: '0xzz' }))).toBe(
      '400 data field invalid hexadecimal string',
    );
    expect(detailOf(() => parseContractCallRequest({ to: '0x12' }))).toBe('400 to field invalid hexadecimal string');
    expect(detailOf(() => parseContractCallRequest({ to, value: -1 }))).toBe(
      '400 value field must be greater than or equal to 0',
    );
    expect(detailOf(() => parseContractCallRequest({ to, value: 5 }))).toBe('400 from field must not be empty');
    expect(detailOf(() => parseContractCallRequest({}))).toBe('400 to field must not be empty');
    expect(detailOf(() => parseContractCallRequest([]))).toBe('400 Request body must be a JSON object');
  });
});

const TOKEN_CONTRACT = 9_000_001n;
const VAULT_CONTRACT = 9_000_002n;
const HOLDER = 9_000_003n;

describe('POST /api/v1/contracts/call on the demo ledger', () => {
  let db: Db;
  let ctx: ApiContext;

  beforeAll(async () => {
    db = await openDemoLedger();
    // Live blocks too: their calls of the compiled contracts must continue from the storage the generator left.
    expect(await appendLiveContractCalls(db, 6)).toBeGreaterThanOrEqual(6);
    const base = demoContext(db);
    // Far above what these tests send, so that only the throttle's own test meets it.
    ctx = {
      ...base,
      config: { ...base.config, WEB3_REQUESTS_PER_SECOND: 100_000, WEB3_GAS_PER_SECOND: 1_000_000_000_000 },
    };
    // An ERC-20 and a vault placed as the importer would record them: code in `contract`, storage in `contract_state`.
    const slot = keccak_256(concatBytes(word(toBigInt(longZeroAddress(HOLDER))), word(3n)));
    await db.query(
      `INSERT INTO entity (id, num, realm, shard, type, timestamp_range, balance) VALUES
         ($1, $1, 0, 0, 'CONTRACT', '[1,)', 0), ($2, $2, 0, 0, 'CONTRACT', '[1,)', 0), ($3, $3, 0, 0, 'ACCOUNT', '[1,)', 100)`,
      [TOKEN_CONTRACT, VAULT_CONTRACT, HOLDER],
    );
    await db.query('INSERT INTO contract (id, runtime_bytecode) VALUES ($1, $2), ($3, $4)', [
      TOKEN_CONTRACT,
      Buffer.from(COMPILED.DemoToken.runtime, 'hex'),
      VAULT_CONTRACT,
      Buffer.from(COMPILED.Vault.runtime, 'hex'),
    ]);
    await db.query(
      'INSERT INTO contract_state (contract_id, created_timestamp, modified_timestamp, slot, value) VALUES ($1, 1, 1, $2, $3)',
      [TOKEN_CONTRACT, slot, word(777n)],
    );
  }, 120_000);

  afterAll(() => db?.close());

  async function post(request: unknown, contentType = 'application/json') {
    const response = await handleV1(
      new Request('http://localhost/api/v1/contracts/call', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: typeof request === 'string' ? request : JSON.stringify(request),
      }),
      ctx,
    );
    const body = parseJsonLossless(await response.text());
    // Every answer is one of the two wire shapes.
    (response.status === 200 ? ContractCallResponse : Web3ErrorResponse).parse(body);
    return { status: response.status, body: body as Record<string, never> };
  }

  it("answers the demo ERC-20's balanceOf, for every holder, as its recorded Transfer events add up", async () => {
    const [token] = await db.query<{ id: bigint }>('SELECT id FROM contract WHERE runtime_bytecode = $1 AND id < $2', [
      Buffer.from(COMPILED.DemoToken.runtime, 'hex'),
      TOKEN_CONTRACT,
    ]);
    expect(token).toBeDefined();
    const transfer = keccak_256(new TextEncoder().encode('Transfer(address,address,uint256)'));
    const logs = await db.query<{ topic1: Uint8Array; topic2: Uint8Array; data: Uint8Array }>(
      'SELECT topic1, topic2, data FROM contract_log WHERE contract_id = $1 AND topic0 = $2 ORDER BY consensus_timestamp, index',
      [token!.id, transfer],
    );
    expect(logs.length, 'the mint and at least one transfer').toBeGreaterThanOrEqual(2);
    const held = new Map<string, bigint>();
    const address = (topic: Uint8Array) => prefixedHex(word(toBigInt(topic)).subarray(12));
    for (const log of logs) {
      const amount = toBigInt(log.data);
      held.set(address(log.topic1), (held.get(address(log.topic1)) ?? 0n) - amount);
      held.set(address(log.topic2), (held.get(address(log.topic2)) ?? 0n) + amount);
    }
    held.delete(prefixedHex(new Uint8Array(20)));
    for (const [holder, balance] of held) {
      const data = prefixedHex(concatBytes(selector('balanceOf(address)'), word(BigInt(holder))));
      expect(await post({ to: prefixedHex(longZeroAddress(token!.id)), data }), holder).toEqual({
        status: 200,
        body: { result: prefixedHex(word(balance)) },
      });
    }
    // The compiled contracts' reverts are recorded with the revert data the contract gave, reason included.
    const compiled = Object.values(COMPILED)
      .map((c) => c.runtime)
      .map((code) => Buffer.from(code, 'hex'));
    const reverts = await db.query<{ error_message: string }>(
      `SELECT r.error_message FROM contract c JOIN contract_result r ON r.contract_id = c.id
       WHERE c.runtime_bytecode = ANY($1::bytea[]) AND c.id < $2 AND r.transaction_result = 33`,
      [compiled, TOKEN_CONTRACT],
    );
    expect(reverts.length).toBeGreaterThan(0);
    for (const { error_message } of reverts) {
      expect([
        'Vault: insufficient deposit',
        'transfer amount exceeds balance',
        'DemoCollectible: wrong owner',
        'DemoCollectible: not allowed',
        '',
      ]).toContain(revertReason(Buffer.from(error_message.slice(2), 'hex')));
    }
  });

  it("reads an ERC-20's balanceOf from contract_state", async () => {
    const data = prefixedHex(concatBytes(selector('balanceOf(address)'), word(toBigInt(longZeroAddress(HOLDER)))));
    const answer = await post({ to: prefixedHex(longZeroAddress(TOKEN_CONTRACT)), data });
    expect(answer).toEqual({ status: 200, body: { result: prefixedHex(word(777n)) } });
  });

  it('answers a revert with its decoded reason and data', async () => {
    const data = prefixedHex(concatBytes(selector('withdraw(uint256)'), word(1n)));
    const answer = await post({
      from: prefixedHex(longZeroAddress(HOLDER)),
      to: prefixedHex(longZeroAddress(VAULT_CONTRACT)),
      data,
    });
    expect(answer.status).toBe(400);
    const [message] = (
      answer.body as unknown as { _status: { messages: { message: string; detail: string; data: string }[] } }
    )._status.messages;
    expect(message).toMatchObject({ message: 'CONTRACT_REVERT_EXECUTED', detail: 'Vault: insufficient deposit' });
    expect(message!.data.startsWith(prefixedHex(selector('Error(string)')))).toBe(true);
  });

  it('estimates enough gas to run the call, and the call runs with it', async () => {
    const data = prefixedHex(concatBytes(selector('deposit(uint256)'), word(5n)));
    const call = { from: prefixedHex(longZeroAddress(HOLDER)), to: prefixedHex(longZeroAddress(VAULT_CONTRACT)), data };
    const estimate = await post({ ...call, estimate: true });
    expect(estimate.status).toBe(200);
    const gas = Number(BigInt((estimate.body as unknown as { result: string }).result));
    expect(gas).toBeGreaterThan(21_000);
    expect((await post({ ...call, gas })).status).toBe(200);
    expect((await post({ ...call, gas: 21_000 })).status).toBe(400);
  });

  it("answers a token's facade name() as /api/v1/tokens/{id} names it", async () => {
    const token = (await getJson(ctx, '/api/v1/tokens?limit=1')).body as { tokens: { token_id: string }[] };
    const id = token.tokens[0]!.token_id;
    const info = (await getJson(ctx, `/api/v1/tokens/${id}`)).body as { name: string };
    const num = BigInt(id.split('.')[2]!);
    const answer = await post({ to: prefixedHex(longZeroAddress(num)), data: prefixedHex(selector('name()')) });
    expect(answer).toEqual({ status: 200, body: { result: prefixedHex(encodeDynamic(info.name)) } });
  });

  it("answers a fungible token's facade balanceOf as /accounts/{id}/tokens holds it, and an NFT's ownerOf as /tokens/{id}/nfts/{serial}", async () => {
    const samples = await findSampleValues(db);
    const tokenAddress = (id: string) => prefixedHex(longZeroAddress(BigInt(id.split('.')[2]!)));
    const accountAddress = (id: string) => word(BigInt(id.split('.')[2]!));
    const holders = (await getJson(ctx, `/api/v1/tokens/${samples.fungibleTokenId}/balances?limit=5`)).body as {
      balances: { account: string }[];
    };
    expect(holders.balances.length).toBeGreaterThan(0);
    for (const { account } of holders.balances) {
      const held = (await getJson(ctx, `/api/v1/accounts/${account}/tokens?token.id=${samples.fungibleTokenId}`))
        .body as { tokens: { balance: bigint | number }[] };
      const data = prefixedHex(concatBytes(selector('balanceOf(address)'), accountAddress(account)));
      expect(await post({ to: tokenAddress(samples.fungibleTokenId), data }), account).toEqual({
        status: 200,
        body: { result: prefixedHex(word(BigInt(held.tokens[0]!.balance))) },
      });
    }
    const ownerOf = (serial: number) =>
      post({
        to: tokenAddress(samples.nftTokenId),
        data: prefixedHex(concatBytes(selector('ownerOf(uint256)'), word(BigInt(serial)))),
      });
    const nfts = (await getJson(ctx, `/api/v1/tokens/${samples.nftTokenId}/nfts?limit=25`)).body as {
      nfts: { account_id: string | null; deleted: boolean; serial_number: number }[];
    };
    const live = nfts.nfts.find((n) => !n.deleted && n.account_id)!;
    const holder = (await getJson(ctx, `/api/v1/accounts/${live.account_id}`)).body as { evm_address: string };
    expect(await ownerOf(live.serial_number)).toEqual({
      status: 200,
      body: { result: prefixedHex(concatBytes(new Uint8Array(12), Buffer.from(holder.evm_address.slice(2), 'hex'))) },
    });
    // A burned or wiped serial has no owner: the facade reverts, as the network's does.
    const gone = nfts.nfts.find((n) => n.deleted);
    if (gone)
      expect((await ownerOf(gone.serial_number)).body).toMatchObject({
        _status: { messages: [{ message: 'CONTRACT_REVERT_EXECUTED' }] },
      });
  });

  it('creates a contract from init code without a `to`', async () => {
    const init = COMPILED.Vault.initcode;
    expect(await post({ data: `0x${init}` })).toEqual({ status: 200, body: { result: `0x${COMPILED.Vault.runtime}` } });
  });

  it('answers the reference errors: 415, bad JSON, unknown block, unsupported system contract', async () => {
    const to = prefixedHex(longZeroAddress(VAULT_CONTRACT));
    expect((await post({ to }, 'text/plain')).status).toBe(415);
    expect(await post('{', 'application/json')).toMatchObject({ status: 400 });
    expect(await post({ to, block: '999999999' })).toEqual({
      status: 400,
      body: { _status: { messages: [{ message: 'Bad Request', detail: 'Unknown block number', data: '' }] } },
    });
    const unsupported = await post({
      to: prefixedHex(longZeroAddress(0x167n)),
      data: prefixedHex(selector('mintToken(address,int64,bytes[])')),
    });
    expect(unsupported.status).toBe(501);
  });

  it('answers any body with 200 or the reference error shape, never a 500', async () => {
    const hexText = fc.uint8Array({ maxLength: 40 }).map((b) => `0x${Buffer.from(b).toString('hex')}`);
    const address = fc.constantFrom(
      prefixedHex(longZeroAddress(TOKEN_CONTRACT)),
      prefixedHex(longZeroAddress(0x167n)),
      prefixedHex(longZeroAddress(HOLDER)),
      `0x${'f'.repeat(40)}`,
    );
    const field = <T>(value: fc.Arbitrary<T>) =>
      fc.oneof(value, fc.constant(null), fc.string(), fc.integer(), fc.boolean());
    const bodies = fc.record(
      {
        block: field(
          fc.constantFrom('latest', 'earliest', '0x1', '1', `0x${'a'.repeat(64)}`, '99999999999999999999', 'LATEST'),
        ),
        data: field(hexText),
        estimate: field(fc.boolean()),
        from: field(address),
        gas: field(fc.bigInt({ min: -1n, max: 20_000_000n }).map(Number)),
        gasPrice: field(fc.integer({ min: -1 })),
        to: field(address),
        value: field(fc.integer({ min: -1, max: 10 })),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const { status } = await post(body);
        expect([200, 400, 501]).toContain(status);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('throttles by requests and by gas per second, in the reference words', async () => {
    const to = prefixedHex(longZeroAddress(VAULT_CONTRACT));
    const data = prefixedHex(concatBytes(selector('deposited(address)'), word(0n)));
    const saved = ctx;
    try {
      ctx = { ...saved, config: { ...saved.config, WEB3_REQUESTS_PER_SECOND: 2 } };
      const answers = [await post({ to, data }), await post({ to, data }), await post({ to, data })];
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(answers[2]!.body).toEqual({
        _status: {
          messages: [{ message: 'Too Many Requests', detail: 'Requests per second rate limit exceeded', data: '' }],
        },
      });
      ctx = { ...saved, config: { ...saved.config, WEB3_GAS_PER_SECOND: 20_000_000 } };
      // A call gives back the gas it did not use, as the web3 module restores it: reads never exhaust the bucket.
      expect((await post({ to, data, gas: 15_000_000 })).status).toBe(200);
      expect((await post({ to, data, gas: 15_000_000 })).status).toBe(200);
      // INVALID (0xfe) burns all the gas it was given: nothing comes back, so the next large call waits.
      expect((await post({ data: '0xfe', gas: 15_000_000 })).body).toMatchObject({
        _status: { messages: [{ message: 'CONTRACT_EXECUTION_EXCEPTION' }] },
      });
      expect(await post({ to, data, gas: 15_000_000 })).toEqual({
        status: 429,
        body: {
          _status: {
            messages: [{ message: 'Too Many Requests', detail: 'Gas per second rate limit exceeded.', data: '' }],
          },
        },
      });
    } finally {
      ctx = saved;
    }
  });

  it('answers bad input with the reference errors, each within the deadline', async () => {
    const token = prefixedHex(longZeroAddress(TOKEN_CONTRACT));
    const timed = async (request: unknown) => {
      const started = performance.now();
      const answer = await post(request);
      return {
        ...answer,
        ms: performance.now() - started,
        message: (answer.body as { _status?: { messages: { message: string }[] } })._status?.messages[0]!.message,
      };
    };
    // Data no function of the contract decodes: the contract's own fallback refuses it.
    expect(await timed({ to: token, data: '0x12345678' })).toMatchObject({
      status: 400,
      message: 'CONTRACT_REVERT_EXECUTED',
    });
    // A `to` with no code runs nothing, as a transfer to an account does.
    expect(await timed({ to: prefixedHex(longZeroAddress(HOLDER)), data: '0x12345678' })).toMatchObject({
      status: 200,
      body: { result: '0x' },
    });
    expect(await timed({ to: token, gas: 15_000_001 })).toMatchObject({ status: 400, message: 'Bad Request' });
    // A loop that burns every unit of gas; a memory offset whose expansion no gas limit pays for.
    // (1,000,000 gas: a loop of 15,000,000 may outlast the deadline on a loaded machine, which the next test covers)
    const loop = await timed({
      to: prefixedHex(longZeroAddress(VAULT_CONTRACT)),
      data: prefixedHex(selector('spin()')),
      gas: 1_000_000,
    });
    expect(loop).toMatchObject({ status: 400, message: 'INSUFFICIENT_GAS' });
    expect(await timed({ data: `0x60ff63ffffffff52` })).toMatchObject({ status: 400, message: 'INSUFFICIENT_GAS' });
    // Init code that creates a copy of itself, which creates another, as deep as gas and the depth limit let it.
    const recursion = await timed({ data: '0x38600060003938600060f000' });
    expect([200, 400]).toContain(recursion.status);
    for (const answer of [loop, recursion]) expect(answer.ms).toBeLessThan(ctx.config.WEB3_CALL_TIMEOUT_MS);
  }, 60_000);

  it('keeps answering other requests while a call burns its gas in a loop', async () => {
    const burning = post({ to: prefixedHex(longZeroAddress(VAULT_CONTRACT)), data: prefixedHex(selector('spin()')) });
    let done = false;
    void burning.finally(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    const blocks = await getJson(ctx, '/api/v1/blocks?limit=1');
    const waited = performance.now() - started;
    expect(blocks.status).toBe(200);
    expect(done, 'the loop was still running when /blocks answered').toBe(false);
    expect(waited).toBeLessThan(500);
    // Out of gas, or past the deadline when the machine is slow: either way the reference's answer, not a stall.
    expect([400, 503]).toContain((await burning).status);
  }, 60_000);

  it('converts through the exchange-rate system contract at 0x168', async () => {
    const rate = (await getJson(ctx, '/api/v1/network/exchangerate')).body as {
      current_rate: { cent_equivalent: number; hbar_equivalent: number };
    };
    const data = prefixedHex(concatBytes(selector('tinycentsToTinybars(uint256)'), word(1_000_000n)));
    const answer = await post({ to: prefixedHex(longZeroAddress(0x168n)), data });
    const expected =
      (1_000_000n * BigInt(rate.current_rate.hbar_equivalent)) / BigInt(rate.current_rate.cent_equivalent);
    expect(answer).toEqual({ status: 200, body: { result: prefixedHex(word(expected)) } });
  });
});
