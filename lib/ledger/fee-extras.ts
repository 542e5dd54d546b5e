/**
 * How many of each HIP-1261 "extra" a transaction uses, read from the transaction alone (the fee estimate's
 * INTRINSIC mode): its signatures and size, the keys it sets, the accounts, token types, NFT serials, allowances and
 * airdrops it names, the gas it asks for. Extras that depend on the ledger's state (accounts or associations a
 * transfer would create, custom fees, hook executions) count 0 here; docs/fees.md says what that leaves out.
 */
import { proto } from '@hiero-ledger/proto';

export type ExtraCounts = ReadonlyMap<string, bigint>;

type Body = proto.TransactionBody;
type Node = Record<string, unknown>;

/** Primitive keys under a decoded message: each one counts, threshold keys and key lists count their members. */
export function countKeys(value: unknown): number {
  if (!value || typeof value !== 'object' || value instanceof Uint8Array) return 0;
  if (Array.isArray(value)) return value.reduce((sum: number, v) => sum + countKeys(v), 0);
  if (value instanceof proto.Key) {
    if (value.key === 'thresholdKey') return countKeys(value.thresholdKey?.keys?.keys);
    if (value.key === 'keyList') return countKeys(value.keyList?.keys);
    return value.key ? 1 : 0;
  }
  return Object.values(value as Node).reduce((sum: number, v) => sum + countKeys(v), 0);
}

const num = (v: { toString(): string } | number | null | undefined) =>
  v === null || v === undefined ? 0n : BigInt(v.toString());

function transferCounts(body: Body): { accounts: bigint; fungible: bigint; nonFungible: bigint; serials: bigint } {
  const transfer = body.cryptoTransfer ?? body.tokenAirdrop;
  const accounts = new Set<string>();
  for (const t of body.cryptoTransfer?.transfers?.accountAmounts ?? [])
    accounts.add(JSON.stringify(t.accountID ?? null));
  let fungible = 0n;
  let nonFungible = 0n;
  let serials = 0n;
  for (const list of transfer?.tokenTransfers ?? []) {
    for (const t of list.transfers ?? []) accounts.add(JSON.stringify(t.accountID ?? null));
    for (const n of list.nftTransfers ?? []) {
      accounts.add(JSON.stringify(n.senderAccountID ?? null));
      accounts.add(JSON.stringify(n.receiverAccountID ?? null));
    }
    if (list.transfers?.length) fungible++;
    if (list.nftTransfers?.length) {
      nonFungible++;
      serials += BigInt(list.nftTransfers.length);
    }
  }
  return { accounts: BigInt(accounts.size), fungible, nonFungible, serials };
}

function gasOf(body: Body): bigint {
  return num(body.contractCall?.gas ?? body.contractCreateInstance?.gas ?? null);
}

function allowancesOf(body: Body): bigint {
  const approve = body.cryptoApproveAllowance;
  const lists = [
    approve?.cryptoAllowances,
    approve?.tokenAllowances,
    approve?.nftAllowances,
    body.cryptoDeleteAllowance?.nftAllowances,
  ];
  return BigInt(lists.reduce((sum, list) => sum + (list?.length ?? 0), 0));
}

function serialsOf(body: Body, transferSerials: bigint): bigint {
  const mint = body.tokenMint?.metadata?.length ?? 0;
  const burn = body.tokenBurn?.serialNumbers?.length ?? 0;
  const wipe = body.tokenWipe?.serialNumbers?.length ?? 0;
  return transferSerials + BigInt(mint + burn + wipe);
}

/** The counts of every extra this server can read from the transaction; any other extra counts 0. */
export function countExtras(body: Body, signatures: number, bytes: number): ExtraCounts {
  const transfers = transferCounts(body);
  const data = body.data ? (body as unknown as Node)[body.data] : null;
  return new Map<string, bigint>([
    ['SIGNATURES', BigInt(signatures)],
    ['BYTES', BigInt(bytes)],
    ['KEYS', BigInt(countKeys(data))],
    ['ACCOUNTS', transfers.accounts],
    ['TOKEN_TYPES', transfers.fungible + transfers.nonFungible],
    ['FUNGIBLE_TOKENS', transfers.fungible],
    ['NON_FUNGIBLE_TOKENS', transfers.nonFungible],
    ['NFT_SERIALS', serialsOf(body, transfers.serials)],
    ['GAS', gasOf(body)],
    ['ALLOWANCES', allowancesOf(body)],
    ['AIRDROPS', body.tokenAirdrop ? transfers.fungible + transfers.serials : 0n],
  ]);
}
