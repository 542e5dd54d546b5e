import { describe, expect, it } from 'vitest';
import {
  EMPTY_BLOOM,
  toContractResultDetailsWire,
  toContractResultWire,
  type AmountUnits,
  type ContractResultRow,
  type EthereumTransactionRow,
} from './contract-result-wire';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));

const ROW: ContractResultRow = {
  amount: 20n,
  bloom: null,
  call_result: bytes('01'),
  consensus_timestamp: 1_000_000_000n,
  contract_id: 5001n,
  created_contract_ids: [],
  error_message: null,
  failed_initcode: null,
  function_parameters: bytes(''),
  function_result: null,
  gas_consumed: 1n,
  gas_limit: 2n,
  gas_used: 1n,
  payer_account_id: 8001n,
  sender_id: 8001n,
  transaction_hash: bytes('ab'),
  transaction_index: 0,
  transaction_result: 22,
  evm_address: null,
};

const eth = (fields: Partial<EthereumTransactionRow>): EthereumTransactionRow => ({
  access_list: null,
  call_data: null,
  call_data_id: null,
  chain_id: bytes('012a'),
  consensus_timestamp: 1_000_000_000n,
  gas_limit: null,
  gas_price: null,
  max_fee_per_gas: null,
  max_priority_fee_per_gas: null,
  nonce: 0n,
  recovery_id: 1,
  signature_r: null,
  signature_s: null,
  signature_v: null,
  to_address: null,
  type: 2,
  value: null,
  ...fields,
});

const units = (stored: AmountUnits['stored'], answer: AmountUnits['answer']): AmountUnits => ({ stored, answer });
const amounts = (e: EthereumTransactionRow | null, u: AmountUnits) => {
  const { amount, gas_price, max_fee_per_gas, max_priority_fee_per_gas } = toContractResultDetailsWire(ROW, {
    block: null,
    eth: e,
    units: u,
  });
  return { amount, gas_price, max_fee_per_gas, max_priority_fee_per_gas };
};

describe('contract result amounts in the unit asked for (hbar)', () => {
  // The reference's hbar-param.json values: 2e11 weibars of value, 1.25e19 weibars of gas price.
  const weibars = eth({
    value: bytes('2e90edd000'),
    gas_price: bytes('ad78ebc5ac620000'),
    max_fee_per_gas: bytes('cf38224400'),
    max_priority_fee_per_gas: bytes('76be5e6c00'),
  });
  const tinybars = eth({
    value: bytes('14'),
    gas_price: bytes('4a817c80'),
    max_fee_per_gas: bytes('59'),
    max_priority_fee_per_gas: bytes('33'),
  });
  const inTinybars = {
    amount: 20n,
    gas_price: '0x4a817c80',
    max_fee_per_gas: '0x59',
    max_priority_fee_per_gas: '0x33',
  };
  const inWeibars = {
    amount: 200_000_000_000n,
    gas_price: '0xad78ebc5ac620000',
    max_fee_per_gas: '0xcf38224400',
    max_priority_fee_per_gas: '0x76be5e6c00',
  };

  it('answers the same amounts whichever unit the ledger stores them in', () => {
    expect(amounts(weibars, units('weibar', 'tinybar'))).toEqual(inTinybars);
    expect(amounts(weibars, units('weibar', 'weibar'))).toEqual(inWeibars);
    expect(amounts(tinybars, units('tinybar', 'tinybar'))).toEqual(inTinybars);
    expect(amounts(tinybars, units('tinybar', 'weibar'))).toEqual(inWeibars);
  });

  it('truncates weibars to tinybars, reads a stored value as signed, and keeps a 256-bit value exact', () => {
    expect(
      amounts(eth({ value: bytes('2540be3ff'), gas_price: bytes('2540be3ff') }), units('weibar', 'tinybar')),
    ).toMatchObject({ amount: 0n, gas_price: '0x0' });
    expect(amounts(eth({ value: bytes('fffffffffd') }), units('weibar', 'tinybar')).amount).toBe(0n);
    expect(amounts(eth({ value: bytes('ff00000000000000') }), units('weibar', 'tinybar')).amount).toBe(-7_205_759n);
    const max = `0x${'ff'.repeat(32)}`;
    expect(amounts(eth({ value: bytes(max.slice(2)) }), units('weibar', 'weibar')).amount).toBe(BigInt(max));
  });

  it('leaves absent gas prices `0x`; an absent stored value is null in tinybars and 0 in weibars', () => {
    expect(amounts(eth({}), units('weibar', 'tinybar'))).toEqual({
      amount: null,
      gas_price: '0x',
      max_fee_per_gas: '0x',
      max_priority_fee_per_gas: '0x',
    });
    expect(amounts(eth({}), units('weibar', 'weibar'))).toEqual({
      amount: 0n,
      gas_price: '0x',
      max_fee_per_gas: '0x',
      max_priority_fee_per_gas: '0x',
    });
  });

  it('gives a result without an Ethereum transaction its own amount, times 10^10 in weibars, and no gas prices', () => {
    expect(amounts(null, units('weibar', 'tinybar'))).toEqual({
      amount: 20n,
      gas_price: null,
      max_fee_per_gas: null,
      max_priority_fee_per_gas: null,
    });
    expect(amounts(null, units('tinybar', 'weibar'))).toEqual({
      amount: 200_000_000_000n,
      gas_price: null,
      max_fee_per_gas: null,
      max_priority_fee_per_gas: null,
    });
  });
});

describe('contract result bloom', () => {
  it('is the 256-byte zero bloom when the result has none (interface 0.145.1), else its bytes', () => {
    expect(EMPTY_BLOOM).toMatch(/^0x0{512}$/);
    expect(toContractResultWire(ROW).bloom).toBe(EMPTY_BLOOM);
    expect(toContractResultWire({ ...ROW, bloom: bytes('') }).bloom).toBe(EMPTY_BLOOM);
    expect(toContractResultWire({ ...ROW, bloom: bytes('0101') }).bloom).toBe('0x0101');
  });
});
