/**
 * The /api/v1 endpoints that take a body: one record each, as the GET routes have, read by the router (which
 * serves them and words their errors as their module does) and by the OpenAPI document. Their answers are never
 * cached: each one executes or prices what it is sent.
 */
import { HttpError } from '../../http/errors';
import type { QueryParams } from '../query';
import type { ApiContext } from './context';
import { contractCall } from './contract-call';
import { estimateTransactionFee, FEE_ESTIMATE_PATH, MAX_FEE_REQUEST_BYTES } from './routes/fee-estimate';
import { Web3Error } from './web3-error';

/** What a POST handler reads of its request. */
export interface PostInput {
  query: QueryParams;
  /** The Content-Type header as sent, or null. */
  contentType: string | null;
  /** The body, refused with a 413 HttpError once it passes `maxBytes`. */
  readBody(maxBytes: number): Promise<Uint8Array>;
}

/** How the route's answers are written in the OpenAPI document; schemas by their component name. */
export interface PostDoc {
  parameters?: { name: string; description: string; schema: Record<string, unknown> }[];
  /** Media type → component schema name, or `binary` for an opaque body. */
  requestBody: Record<string, string>;
  /** Status → description and, when it has a body, the component schema name of that body. */
  responses: Record<string, { description: string; schema?: string }>;
}

export interface PostRoute {
  pattern: string;
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  /**
   * Whose errors the route answers with: the web3 module's (`_status.messages` with detail and data, JSON in
   * `application/json`) or rest-java's (the REST error shape, in its JSON content type).
   */
  module: 'web3' | 'rest-java';
  handler(ctx: ApiContext, input: PostInput): Promise<unknown>;
  doc: PostDoc;
}

/** 1,048,576 hex digits of data (the web3 module's validator limit) plus the other fields. */
const MAX_CALL_BODY_BYTES = 1_100_000;

/** A web3 request's JSON body, refused as the module refuses it: 415 for another type, 413, 400 for bad JSON. */
async function web3JsonBody(input: PostInput, maxBytes: number): Promise<unknown> {
  const type = (input.contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (type !== 'application/json' && !type.endsWith('+json')) {
    throw new Web3Error(415, 'Unsupported Media Type', `Content-Type '${input.contentType ?? ''}' is not supported`);
  }
  let text: string;
  try {
    text = new TextDecoder().decode(await input.readBody(maxBytes));
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) {
      throw new Web3Error(413, 'Payload Too Large', `Request body is larger than ${maxBytes} bytes`);
    }
    throw error;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Web3Error(400, 'Bad Request', 'Failed to read request');
  }
}

const web3Errors = (extra: Record<string, string>): PostDoc['responses'] =>
  Object.fromEntries(
    Object.entries(extra).map(([status, description]) => [status, { description, schema: 'Web3ErrorResponse' }]),
  );

export const postRoutes: readonly PostRoute[] = [
  {
    pattern: '/api/v1/contracts/call',
    operationId: 'contractsCall',
    tag: 'contracts',
    summary:
      'Runs a call or a contract creation (or estimates its gas) on the ledger state at a block, without a transaction',
    description:
      'As the Mirror Node web3 module: the EVM (Cancun) on the ledger at `block`, with the token service at 0x167, each token’s HIP-719 facade, the exchange rate at 0x168 and the PRNG at 0x169. Writes stay in memory for the call. See docs/evm.md.',
    module: 'web3',
    handler: async (ctx, input) => contractCall(ctx, await web3JsonBody(input, MAX_CALL_BODY_BYTES)),
    doc: {
      requestBody: { 'application/json': 'ContractCallRequest' },
      responses: {
        '200': { description: 'The call’s output, or with `estimate` the gas as hex', schema: 'ContractCallResponse' },
        ...web3Errors({
          '400':
            'Invalid field, unknown block, revert (CONTRACT_REVERT_EXECUTED with reason and data) or exceptional halt',
          '413': 'Body too large',
          '415': 'Not a JSON body',
          '429': 'Requests or gas per second over the throttle',
          '501': 'A system-contract function not executed here',
          '503': 'The call ran past its deadline',
        }),
      },
    },
  },
  {
    pattern: FEE_ESTIMATE_PATH,
    operationId: 'estimateFees',
    tag: 'network',
    summary: 'Estimate the fee of a transaction',
    description:
      'The fee in tinycents of a protobuf-serialized HAPI Transaction, by the simple fee schedule of the ledger (HIP-1261). See docs/fees.md.',
    module: 'rest-java',
    handler: (ctx, input) => estimateTransactionFee(input, ctx),
    doc: {
      parameters: [
        {
          name: 'mode',
          description: 'INTRINSIC: the transaction alone; STATE: with the high-volume throttle',
          schema: { type: 'string', enum: ['INTRINSIC', 'STATE'], default: 'INTRINSIC' },
        },
        {
          name: 'high_volume_throttle',
          description: 'Use of the high-volume throttle in basis points (STATE mode)',
          schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 10000, default: 0 },
        },
      ],
      requestBody: { 'application/protobuf': 'binary', 'application/x-protobuf': 'binary' },
      responses: {
        '200': { description: 'OK', schema: 'FeeEstimateResponse' },
        '400': { description: 'Invalid parameter or transaction', schema: 'ErrorResponse' },
        '413': { description: `Body larger than ${MAX_FEE_REQUEST_BYTES} bytes`, schema: 'ErrorResponse' },
        '415': { description: 'Not a protobuf body', schema: 'ErrorResponse' },
        '500': { description: 'No fee schedule on the ledger', schema: 'ErrorResponse' },
      },
    },
  },
];

export const findPostRoute = (pathname: string): PostRoute | undefined =>
  postRoutes.find((r) => r.pattern === pathname);
