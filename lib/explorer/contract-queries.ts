/**
 * TanStack queries of the contract panels: a view call, the EVM address an entity id stands for, a transaction's
 * opcode trace. Imported by the panels' own chunks (loaded on demand), so zod, viem and the schemas arrive with them.
 */
import { queryOptions } from '@tanstack/react-query';
import { HttpError } from '../client/query-client';
import { fetchV1 } from '../client/v1';
import { fetchOpcodes, postContractCall } from '../client/web3';
import { AccountsResponse } from '../schemas/v1/account';
import { longZeroAddress } from './evm';

/** One read of a contract at the latest block; the same call data shares its answer for the default freshness. */
export const contractCallQuery = (base: string, to: string, data: string) =>
  queryOptions({
    queryKey: ['contract-call', base, to.toLowerCase(), data],
    queryFn: () => postContractCall(base, { to, data }),
  });

/**
 * The EVM address an entity id is known by to contracts: an account's alias address when it has one (a contract
 * saw it as msg.sender), else its long-zero form — also for ids that are no account (a token, a contract).
 */
export const evmAddressQuery = (base: string, id: string) =>
  queryOptions({
    queryKey: ['v1', base, `/api/v1/accounts?account.id=${id}&limit=1`],
    queryFn: async () => {
      const { accounts } = await fetchV1(`/api/v1/accounts?account.id=${id}&limit=1`, AccountsResponse, base);
      const address = accounts[0]?.evm_address ?? longZeroAddress(id);
      if (!address) throw new Error(`${id} is not an entity id`);
      return address;
    },
    staleTime: 5 * 60_000,
  });

/** The opcode trace throttle lets one request a second through: a 429 is worth trying again a second later. */
const retryThrottled = (count: number, error: Error) => count < 3 && error instanceof HttpError && error.status === 429;

/** A recorded transaction's re-executed trace never changes: read once per tab, with or without the details. */
export const opcodesQuery = (base: string, transactionId: string, details: boolean) =>
  queryOptions({
    queryKey: ['opcodes', base, transactionId, details],
    queryFn: () => fetchOpcodes(base, transactionId, details),
    staleTime: Infinity,
    retry: retryThrottled,
    retryDelay: 1_100,
  });
