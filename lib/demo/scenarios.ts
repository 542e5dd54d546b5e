import { createAccount, autoCreateTransfer, cryptoTransfer, failedTransfer, updateAccount } from './accounts';
import { approveAllowance, approvedTransfer } from './allowances';
import { airdrop, cancelAirdrop, claimAirdrop } from './airdrops';
import { Account, TINYBARS_PER_HBAR, TxType } from './constants';
import { callContract, deployContract } from './contracts';
import { ethereumTransaction } from './ethereum';
import { callExecutedContract, deployExecutedContracts } from './executed';
import { feeFor } from './fees';
import type { Ledger } from './ledger';
import { writeSystemFiles } from './network';
import { createSchedule, signSchedule } from './schedules';
import { nodeStakeUpdate } from './staking';
import { associate, createToken, destroyNft, mint, nftTransfer, tokenTransfer } from './tokens';
import { createHooks } from './hooks';
import { createTopic, submitMessage } from './topics';

export type Scenario = (l: Ledger) => void;
/** A scenario the generator awaits (whatever it returns): those that run compiled contracts through the EVM are async. */
export type Step = (l: Ledger) => unknown;

const MAX_TOKENS = 40;
const MAX_TOPICS = 24;

/** The everyday mix, with relative weights. */
const MIX: readonly (readonly [Step, number])[] = [
  [cryptoTransfer, 28],
  [submitMessage, 14],
  [tokenTransfer, 9],
  [nftTransfer, 4],
  [destroyNft, 1],
  [callContract, 8],
  [ethereumTransaction, 6],
  [deployContract, 0.5],
  [createAccount, 2],
  [autoCreateTransfer, 1],
  [updateAccount, 1.5],
  [associate, 4],
  [mint, 3.5],
  [approveAllowance, 1.5],
  [approvedTransfer, 1],
  [airdrop, 2],
  [claimAirdrop, 0.7],
  [cancelAirdrop, 0.5],
  [createSchedule, 2],
  [signSchedule, 1.5],
  [(l) => l.state.tokens.size < MAX_TOKENS && createToken(l, l.prng.chance(0.4)), 0.2],
  [(l) => l.state.topics.size < MAX_TOPICS && createTopic(l), 0.2],
  [failedTransfer, 2.5],
  [callExecutedContract, 3],
];
const WEIGHTS = MIX.map(([, w]) => w);

export function randomScenario(l: Ledger): Step {
  return MIX[l.prng.weighted(WEIGHTS)]![0];
}

/** Funds 0.0.800 so staking rewards can be paid from the start. */
function fundStakingRewards(l: Ledger): void {
  const ctx = l.topLevel(Account.TREASURY);
  const amount = 2_000_000n * TINYBARS_PER_HBAR;
  l.emit(ctx, {
    type: TxType.CRYPTOTRANSFER,
    fee: feeFor(l, TxType.CRYPTOTRANSFER),
    transfers: [
      [Account.TREASURY, -amount],
      [Account.STAKING_REWARD, amount],
    ],
  });
}

/**
 * What a fresh network does first: system files, node stakes, funding, then a population of accounts
 * (at least 200 with keys), tokens, topics and contracts for the everyday mix to work with.
 */
export function bootstrapPlan(accounts: number): Step[] {
  const plan: Step[] = [writeSystemFiles, nodeStakeUpdate, fundStakingRewards];
  for (let i = 0; i < accounts; i++) plan.push((l) => createAccount(l, Account.TREASURY, i % 3 === 1 ? 'evm' : 'none'));
  for (let i = 0; i < 10; i++) plan.push((l) => createToken(l, i >= 6));
  for (let i = 0; i < 6; i++) plan.push(createTopic);
  for (let i = 0; i < 8; i++) plan.push(deployContract);
  plan.push(deployExecutedContracts);
  for (let i = 0; i < 4; i++) plan.push(createHooks);
  for (let i = 0; i < 30; i++) plan.push(associate, mint);
  for (const kind of ['crypto', 'token', 'nft'] as const) plan.push((l) => approveAllowance(l, kind));
  return plan;
}

/** Always possible: the treasury pays a user (keeps every block non-empty whatever the state). */
export function treasuryPayout(l: Ledger): void {
  const to = l.state.users.length > 0 ? l.prng.pick(l.state.users) : Account.FEE_COLLECTOR;
  const ctx = l.topLevel(Account.TREASURY);
  const amount = BigInt(l.prng.between(1, 1000)) * TINYBARS_PER_HBAR;
  l.emit(ctx, {
    type: TxType.CRYPTOTRANSFER,
    fee: feeFor(l, TxType.CRYPTOTRANSFER),
    transfers: [
      [Account.TREASURY, -amount],
      [to, amount],
    ],
  });
}
