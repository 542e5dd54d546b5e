/**
 * The browser's reads of the web3 endpoints: POST /api/v1/contracts/call (a view function of a contract) and the
 * opcode trace of a contract transaction. Their errors carry `detail` and `data` beside the message (a revert's
 * reason and revert data), which Web3CallError keeps for the panels to show.
 */
import type { z } from 'zod';
import { parseJsonLossless } from '../core/int64-json';
import { ContractCallResponse, OpcodesResponse, Web3ErrorResponse } from '../schemas/v1/contract-call';
import { HttpError } from './query-client';

/** A web3 answer other than 2xx, with its first message's detail and data (empty strings when it has none). */
export class Web3CallError extends HttpError {
  constructor(
    status: number,
    message: string,
    readonly detail: string,
    readonly data: string,
  ) {
    super(status, message, [message]);
  }
}

async function parsed<S extends z.ZodType>(response: Response, schema: S): Promise<z.infer<S>> {
  const text = await response.text();
  if (!response.ok) {
    let first: { message: string; detail: string; data: string } | undefined;
    try {
      first = Web3ErrorResponse.parse(JSON.parse(text))._status.messages[0];
    } catch {
      // not the web3 shape (a proxy's page, an empty body): the status says what there is
    }
    throw new Web3CallError(
      response.status,
      first?.message ?? `HTTP ${response.status}`,
      first?.detail ?? '',
      first?.data ?? '',
    );
  }
  return schema.parse(parseJsonLossless(text));
}

export interface CallRequest {
  to: string;
  data: string;
  block?: string;
}

/** Runs a read-only call on the ledger at `block` (latest by default) and answers its output. */
export async function postContractCall(base: string, { to, data, block = 'latest' }: CallRequest): Promise<string> {
  const response = await fetch(`${base}/api/v1/contracts/call`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ block, data, to, estimate: false }),
  });
  return (await parsed(response, ContractCallResponse)).result;
}

/**
 * The transaction's opcode trace; `details` adds every step's stack, memory and touched storage (larger by far).
 * The browser sends Accept-Encoding: gzip itself, which the endpoint requires.
 */
export async function fetchOpcodes(base: string, transactionId: string, details: boolean): Promise<OpcodesResponse> {
  const flags = `stack=${details}&memory=${details}&storage=${details}`;
  const response = await fetch(
    `${base}/api/v1/contracts/results/${encodeURIComponent(transactionId)}/opcodes?${flags}`,
    { headers: { accept: 'application/json' } },
  );
  return parsed(response, OpcodesResponse);
}
