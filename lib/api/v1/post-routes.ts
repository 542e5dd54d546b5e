/**
 * The /api/v1 endpoints that take a body (the reference's web3 module): one record each, as the GET routes are,
 * read by the router. Their answers are never cached: each one executes.
 */
import type { ApiContext } from './context';
import { contractCall } from './contract-call';

export interface PostRoute {
  pattern: string;
  operationId: string;
  summary: string;
  /** Largest body read, in bytes; a larger one is a 413 before it is buffered. */
  maxBodyBytes: number;
  handler(ctx: ApiContext, body: unknown): Promise<unknown>;
}

export const postRoutes: readonly PostRoute[] = [
  {
    pattern: '/api/v1/contracts/call',
    operationId: 'contractsCall',
    summary: 'Runs a call or a contract creation (or estimates its gas) on the ledger state at a block, without a transaction',
    // 1,048,576 hex digits of data (the web3 module's validator limit) plus the other fields.
    maxBodyBytes: 1_100_000,
    handler: contractCall,
  },
];

export const findPostRoute = (pathname: string): PostRoute | undefined => postRoutes.find((r) => r.pattern === pathname);
