import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './query-client';
import { fetchOpcodes, postContractCall, Web3CallError } from './web3';

function answering(status: number, body: string) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('postContractCall', () => {
  it('posts the call as JSON at the latest block and answers its result', async () => {
    const fetch = answering(200, '{"result":"0x01"}');
    expect(await postContractCall('https://mirror.example', { to: '0xab', data: '0x06fdde03' })).toBe('0x01');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://mirror.example/api/v1/contracts/call');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      block: 'latest',
      data: '0x06fdde03',
      to: '0xab',
      estimate: false,
    });
  });

  it('keeps a revert’s detail and data', async () => {
    answering(
      400,
      JSON.stringify({
        _status: { messages: [{ message: 'CONTRACT_REVERT_EXECUTED', detail: 'no such token', data: '0x08c379a0' }] },
      }),
    );
    const error = await postContractCall('', { to: '0xab', data: '0x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Web3CallError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      message: 'CONTRACT_REVERT_EXECUTED',
      detail: 'no such token',
      data: '0x08c379a0',
    });
  });

  it('names the status when the error body is not the web3 shape', async () => {
    answering(502, '<html>bad gateway</html>');
    expect(await postContractCall('', { to: '0xab', data: '0x' }).catch((e: unknown) => e)).toMatchObject({
      status: 502,
      message: 'HTTP 502',
      detail: '',
      data: '',
    });
  });

  it('refuses an answer that is not the call shape', async () => {
    answering(200, '{"result":"nothex"}');
    await expect(postContractCall('', { to: '0xab', data: '0x' })).rejects.toThrow();
  });
});

describe('fetchOpcodes', () => {
  it('asks for stack, memory and storage together, or none of them', async () => {
    const fetch = answering(
      200,
      JSON.stringify({
        address: '0xab',
        contract_id: '0.0.5',
        failed: false,
        gas: 21000,
        opcodes: [],
        return_value: '0x',
      }),
    );
    expect((await fetchOpcodes('', '0.0.2-1-2', false)).gas).toBe(21000);
    await fetchOpcodes('', '0.0.2-1-2', true);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/contracts/results/0.0.2-1-2/opcodes?stack=false&memory=false&storage=false',
      '/api/v1/contracts/results/0.0.2-1-2/opcodes?stack=true&memory=true&storage=true',
    ]);
  });
});
