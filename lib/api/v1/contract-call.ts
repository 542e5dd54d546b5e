/**
 * POST /api/v1/contracts/call: runs a call (or, with `estimate`, searches its gas) in the EVM on the ledger's state
 * at the requested block, and answers as the Mirror Node's web3 module does: `{"result":"0x…"}`, reverts as 400
 * CONTRACT_REVERT_EXECUTED with the decoded reason and the revert data, unsupported system contracts as 501, and
 * the process-wide throttles by requests and by gas per second as 429.
 */
import { prefixedHex } from '../../evm/address';
import { estimateGas, executeCall, ExecutionDeadline, type CallOutcome } from '../../evm/execute';
import { UnsupportedSystemCall } from '../../evm/system-contracts';
import { ledgerViewAt } from '../../ledger/evm-state';
import type { ContractCallResponse } from '../../schemas/v1/contract-call';
import type { ApiContext } from './context';
import { parseContractCallRequest } from './contract-call-request';
import { Web3Error } from './web3-error';
import { bucket } from './web3-throttle';

function throttle(ctx: ApiContext, gas: bigint): void {
  const { WEB3_REQUESTS_PER_SECOND: requests, WEB3_GAS_PER_SECOND: gasRate } = ctx.config;
  if (!bucket('requests', requests).take(1))
    throw new Web3Error(429, 'Too Many Requests', 'Requests per second rate limit exceeded');
  if (!bucket('gas', gasRate).take(Number(gas)))
    throw new Web3Error(429, 'Too Many Requests', 'Gas per second rate limit exceeded.');
}

/**
 * The gas a call took from the throttle but did not use goes back, as the web3 module's `restore` does (its
 * `gasLimitRefundPercent`, 100 by default): otherwise every call without a `gas` field (15,000,000) would count as
 * a full block's worth and the gas throttle would cap plain reads at 100 a second. A call that used all its gas
 * (a failure that burned it) gives nothing back.
 */
function restoreUnusedGas(ctx: ApiContext, gas: bigint, outcome: CallOutcome): void {
  if (outcome.gasUsed >= gas) return;
  bucket('gas', ctx.config.WEB3_GAS_PER_SECOND).restore(Number(gas - outcome.gasUsed));
}

/** The network's response code for an exceptional halt other than a revert. */
function haltCode(error: string): string {
  if (error === 'out of gas' || error === 'code store out of gas') return 'INSUFFICIENT_GAS';
  if (error === 'insufficient balance') return 'INSUFFICIENT_PAYER_BALANCE';
  if (error === 'code size to deposit exceeds maximum code size') return 'MAX_CONTRACT_STORAGE_EXCEEDED';
  return 'CONTRACT_EXECUTION_EXCEPTION';
}

function answerOf(outcome: CallOutcome, estimate: boolean): ContractCallResponse {
  if (outcome.kind === 'revert')
    throw new Web3Error(400, 'CONTRACT_REVERT_EXECUTED', outcome.reason, prefixedHex(outcome.output));
  if (outcome.kind === 'halt') throw new Web3Error(400, haltCode(outcome.error), outcome.error, '0x');
  return { result: estimate ? `0x${outcome.gasUsed.toString(16)}` : prefixedHex(outcome.output) };
}

/** Runs the request's call; `body` is its parsed JSON. Throws Web3Error for every answer but a 200. */
export async function contractCall(ctx: ApiContext, body: unknown): Promise<ContractCallResponse> {
  const request = parseContractCallRequest(body);
  throttle(ctx, request.gas);
  const view = await ledgerViewAt(ctx.db, request.block);
  if (!view) throw new Web3Error(400, 'Bad Request', 'Unknown block number');
  const input = {
    from: request.from,
    to: request.to,
    data: request.data,
    value: request.value,
    gas: request.gas,
    gasPrice: request.gasPrice,
  };
  const options = { chainId: ctx.config.EVM_CHAIN_ID, deadline: performance.now() + ctx.config.WEB3_CALL_TIMEOUT_MS };
  try {
    const outcome = await (request.estimate ? estimateGas : executeCall)(view, input, options);
    restoreUnusedGas(ctx, request.gas, outcome);
    return answerOf(outcome, request.estimate);
  } catch (error) {
    if (error instanceof UnsupportedSystemCall) throw new Web3Error(501, 'Not Implemented', error.message);
    if (error instanceof ExecutionDeadline) throw new Web3Error(503, 'Service Unavailable', error.message);
    throw error;
  }
}
