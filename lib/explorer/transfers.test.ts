import { describe, expect, it } from 'vitest';
import { feeLabel, payerOf, transferView, type TransferView } from './transfers';

describe('hbar transfers from → to', () => {
  it('labels fee collectors', () => {
    expect(feeLabel('0.0.3', '0.0.3')).toBe('Node fee');
    expect(feeLabel('0.0.98', '0.0.3')).toBe('Network fee');
    expect(feeLabel('0.0.800', null)).toMatch(/Staking reward/);
    expect(feeLabel('0.0.801', null)).toMatch(/Node reward/);
    expect(feeLabel('0.0.1001', '0.0.3')).toBeNull();
  });

  it('splits the payer debit into payload and fees', () => {
    const view = transferView(
      [
        { account: '0.0.1001', amount: -1_000_150 },
        { account: '0.0.1002', amount: 1_000_000 },
        { account: '0.0.3', amount: 10 },
        { account: '0.0.98', amount: 100 },
        { account: '0.0.800', amount: 40n },
      ],
      '0.0.1001',
      '0.0.3',
    );
    expect(view.from).toEqual([{ account: '0.0.1001', amount: 1_000_000n }]);
    expect(view.to).toEqual([{ account: '0.0.1002', amount: 1_000_000n }]);
    expect(view.fees.map((f) => f.account)).toEqual(['0.0.3', '0.0.98', '0.0.800']);
    expect(view.feeTotal).toBe(150n);
  });

  it('a fee-only transaction has no payload legs; reward payouts from 0.0.800 stay payload', () => {
    expect(
      transferView(
        [
          { account: '0.0.2', amount: -5 },
          { account: '0.0.98', amount: 5 },
        ],
        '0.0.2',
        null,
      ).from,
    ).toEqual([]);
    const reward = transferView(
      [
        { account: '0.0.800', amount: -7 },
        { account: '0.0.5', amount: 7 },
      ],
      '0.0.2',
      null,
    );
    expect(reward.from).toEqual([{ account: '0.0.800', amount: 7n }]);
  });

  it('reads the payer from either id notation', () => {
    expect(payerOf('0.0.2-1700000000-000000001')).toBe('0.0.2');
    expect(payerOf('0.0.2@1700000000.000000001')).toBe('0.0.2');
  });
});

type Raw = { account: string; amount: number };
interface RawTx {
  transaction_id: string;
  node: string;
  charged_tx_fee: number;
  transfers: Raw[];
  staking_reward_transfers: Raw[];
}

const view = (tx: RawTx) =>
  transferView(tx.transfers, payerOf(tx.transaction_id), tx.node, {
    stakingRewards: tx.staking_reward_transfers,
    chargedFee: tx.charged_tx_fee,
  });

/** Puts the view back together per account: it must give the record's transfers, tinybar for tinybar. */
function reassemble(v: TransferView, feePayerInRecord: boolean): Map<string, bigint> {
  const out = new Map<string, bigint>();
  const add = (account: string, amount: bigint) => out.set(account, (out.get(account) ?? 0n) + amount);
  for (const l of v.from) add(l.account, -l.amount);
  for (const l of v.to) add(l.account, l.amount);
  for (const f of v.fees) add(f.account, f.amount);
  if (feePayerInRecord) add(v.feePayer, -v.feeTotal);
  for (const r of v.rewards) {
    add(r.account, r.amount);
    add(r.from, -r.amount);
  }
  return new Map([...out].filter(([, amount]) => amount !== 0n));
}

function expectReconciles(tx: RawTx) {
  const record = new Map<string, bigint>();
  for (const t of tx.transfers) record.set(t.account, (record.get(t.account) ?? 0n) + BigInt(t.amount));
  const v = view(tx);
  expect(reassemble(v, record.has(v.feePayer))).toEqual(new Map([...record].filter(([, amount]) => amount !== 0n)));
  expect(v.rewardTotal).toBe(tx.staking_reward_transfers.reduce((sum, r) => sum + BigInt(r.amount), 0n));
  return v;
}

// Records as the demo's /api/v1/transactions/{id} gives them (transfers trimmed to account and amount).
const REWARD_TO_RECIPIENT: RawTx = {
  transaction_id: '0.0.2048-1795449616-439566818',
  node: '0.0.8',
  charged_tx_fee: 91000,
  staking_reward_transfers: [{ account: '0.0.1395', amount: 1470608 }],
  transfers: [
    { account: '0.0.8', amount: 4550 },
    { account: '0.0.98', amount: 68250 },
    { account: '0.0.800', amount: -1461508 },
    { account: '0.0.801', amount: 9100 },
    { account: '0.0.1162', amount: 2551488934 },
    { account: '0.0.1395', amount: 2269460772 },
    { account: '0.0.2048', amount: -4819570098 },
  ],
};

const REWARD_TO_PAYER: RawTx = {
  transaction_id: '0.0.1395-1795450752-389508399',
  node: '0.0.4',
  charged_tx_fee: 100000,
  staking_reward_transfers: [{ account: '0.0.1395', amount: 4517722 }],
  transfers: [
    { account: '0.0.4', amount: 5000 },
    { account: '0.0.98', amount: 75000 },
    { account: '0.0.800', amount: -4507722 },
    { account: '0.0.801', amount: 10000 },
    { account: '0.0.1119', amount: 18408430 },
    { account: '0.0.1306', amount: 9204215 },
    { account: '0.0.1395', amount: -39762510 },
    { account: '0.0.1681', amount: 16567587 },
  ],
};

const CONTRACT_REVERTED: RawTx = {
  transaction_id: '0.0.1240-1795450737-514820324',
  node: '0.0.7',
  charged_tx_fee: 5531230,
  staking_reward_transfers: [],
  transfers: [
    { account: '0.0.7', amount: 276561 },
    { account: '0.0.98', amount: 4148423 },
    { account: '0.0.800', amount: 553123 },
    { account: '0.0.801', amount: 553123 },
    { account: '0.0.1240', amount: -5531230 },
  ],
};

const ETHEREUM_WITH_VALUE: RawTx = {
  transaction_id: '0.0.1001-1795450742-902951885',
  node: '0.0.3',
  charged_tx_fee: 11301220,
  staking_reward_transfers: [],
  transfers: [
    { account: '0.0.3', amount: 565061 },
    { account: '0.0.98', amount: 8475915 },
    { account: '0.0.800', amount: 1130122 },
    { account: '0.0.801', amount: 1130122 },
    { account: '0.0.1001', amount: -11301220 },
    { account: '0.0.1761', amount: -1500000000 },
    { account: '0.0.1984', amount: 1500000000 },
  ],
};

/** INVALID_SIGNATURE: the node pays, netted with its own node fee; the fee rows (86,450) fall short of the charged fee (91,000). */
const FAILED_NODE_PAYS: RawTx = {
  transaction_id: '0.0.1544-1795450746-918244920',
  node: '0.0.8',
  charged_tx_fee: 91000,
  staking_reward_transfers: [],
  transfers: [
    { account: '0.0.8', amount: -86450 },
    { account: '0.0.98', amount: 68250 },
    { account: '0.0.800', amount: 9100 },
    { account: '0.0.801', amount: 9100 },
  ],
};

describe('hbar transfers with staking rewards and the charged fee', () => {
  it('splits a transfer paying a staking reward into payload, fees and the reward', () => {
    const v = expectReconciles(REWARD_TO_RECIPIENT);
    expect(v.fees).toEqual([
      { account: '0.0.8', amount: 4550n, label: 'Node fee' },
      { account: '0.0.98', amount: 68250n, label: 'Network fee' },
      { account: '0.0.800', amount: 9100n, label: 'Staking reward account' },
      { account: '0.0.801', amount: 9100n, label: 'Node reward account' },
    ]);
    expect(v.feeTotal).toBe(91000n);
    // The payer's payment net of the fee; 0.0.800 is not a sender; the recipient's amount without its reward.
    expect(v.from).toEqual([{ account: '0.0.2048', amount: 4_819_479_098n }]);
    expect(v.to).toEqual([
      { account: '0.0.1162', amount: 2_551_488_934n },
      { account: '0.0.1395', amount: 2_267_990_164n },
    ]);
    expect(v.rewards).toEqual([{ from: '0.0.800', account: '0.0.1395', amount: 1_470_608n }]);
    expect(v.rewardTotal).toBe(1_470_608n);
  });

  it('takes a reward paid to the payer out of its debit', () => {
    const v = expectReconciles(REWARD_TO_PAYER);
    expect(v.feeTotal).toBe(100000n);
    expect(v.fees.find((f) => f.account === '0.0.800')?.amount).toBe(10000n);
    expect(v.from).toEqual([{ account: '0.0.1395', amount: 44_180_232n }]);
    expect(v.to.reduce((sum, l) => sum + l.amount, 0n)).toBe(44_180_232n);
    expect(v.rewards).toEqual([{ from: '0.0.800', account: '0.0.1395', amount: 4_517_722n }]);
  });

  it('gives 0.0.800 its fee row when its fee share equals the reward and the record leaves it out', () => {
    const v = expectReconciles({
      transaction_id: '0.0.1001-1700000000-000000001',
      node: '0.0.3',
      charged_tx_fee: 100,
      staking_reward_transfers: [{ account: '0.0.1002', amount: 10 }],
      transfers: [
        { account: '0.0.3', amount: 5 },
        { account: '0.0.98', amount: 85 },
        { account: '0.0.1001', amount: -1100 },
        { account: '0.0.1002', amount: 1010 },
      ],
    });
    expect(v.fees.map((f) => [f.account, f.amount])).toEqual([
      ['0.0.3', 5n],
      ['0.0.98', 85n],
      ['0.0.800', 10n],
    ]);
    expect(v.from).toEqual([{ account: '0.0.1001', amount: 1000n }]);
    expect(v.to).toEqual([{ account: '0.0.1002', amount: 1000n }]);
  });

  it('renders transactions without staking rewards as before, contract calls and failures included', () => {
    for (const tx of [CONTRACT_REVERTED, ETHEREUM_WITH_VALUE, FAILED_NODE_PAYS]) {
      const v = expectReconciles(tx);
      expect(v).toEqual(transferView(tx.transfers, payerOf(tx.transaction_id), tx.node));
      expect(v.rewards).toEqual([]);
    }
    // A reverted call: the payer pays only the fee, nothing else moves.
    const reverted = view(CONTRACT_REVERTED);
    expect([reverted.from, reverted.to, reverted.feeTotal]).toEqual([[], [], 5531230n]);
    const eth = view(ETHEREUM_WITH_VALUE);
    expect(eth.from).toEqual([{ account: '0.0.1761', amount: 1_500_000_000n }]);
    expect(eth.to).toEqual([{ account: '0.0.1984', amount: 1_500_000_000n }]);
    expect(eth.feeTotal).toBe(11301220n);
  });

  it('a credit to a fee collector beyond the charged fee is payload, so the fees add up to the charged fee', () => {
    const v = expectReconciles({
      transaction_id: '0.0.1001-1700000000-000000001',
      node: '0.0.3',
      charged_tx_fee: 100,
      staking_reward_transfers: [],
      transfers: [
        { account: '0.0.3', amount: 5 },
        { account: '0.0.98', amount: 80 },
        { account: '0.0.800', amount: 5_000_010 },
        { account: '0.0.801', amount: 5 },
        { account: '0.0.1001', amount: -5_000_100 },
      ],
    });
    expect(v.fees.map((f) => [f.account, f.amount])).toEqual([
      ['0.0.3', 5n],
      ['0.0.98', 80n],
      ['0.0.800', 10n],
      ['0.0.801', 5n],
    ]);
    expect(v.feeTotal).toBe(100n);
    expect(v.from).toEqual([{ account: '0.0.1001', amount: 5_000_000n }]);
    expect(v.to).toEqual([{ account: '0.0.800', amount: 5_000_000n }]);
  });

  it('a failure the node pays for (INVALID_SIGNATURE): the node is the fee payer, the payer paid nothing', () => {
    const v = expectReconciles(FAILED_NODE_PAYS);
    expect(v.nodePaidFee).toBe(true);
    expect(v.feePayer).toBe('0.0.8');
    expect([v.from, v.to]).toEqual([[], []]);
    expect(v.fees.map((f) => [f.account, f.amount])).toEqual([
      ['0.0.98', 68250n],
      ['0.0.800', 9100n],
      ['0.0.801', 9100n],
    ]);
    expect(v.feeTotal).toBe(86450n);
    // The payer paying as usual, or a node moving more than the fees, is not read as a node-paid failure.
    expect(view(CONTRACT_REVERTED)).toMatchObject({ nodePaidFee: false, feePayer: '0.0.1240' });
    const more = transferView(
      [
        ...FAILED_NODE_PAYS.transfers.slice(1),
        { account: '0.0.8', amount: -96450 },
        { account: '0.0.5', amount: 10000 },
      ],
      '0.0.1544',
      '0.0.8',
    );
    expect(more.nodePaidFee).toBe(false);
    expect(more.from).toEqual([{ account: '0.0.8', amount: 96450n }]);
  });
});
