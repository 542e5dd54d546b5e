import { toEventSelector, toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { COMPILED } from '../demo/solidity/compiled';
import { readAbi } from './contract-read';
import { KNOWN_SELECTORS } from './selectors';
import {
  canonicalSignature,
  detectStandards,
  EVENT_TOPICS,
  facadeStandard,
  pushedSelectors,
  readFunctions,
} from './contract-interface';

const TRANSFER = EVENT_TOPICS.transfer;
const word = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

describe('pushedSelectors', () => {
  it('reads PUSH4 values and skips the data of other pushes', () => {
    // PUSH4 a9059cbb; PUSH5 whose data holds 63 12345678 (a PUSH4 if read as code); PUSH4 70a08231
    expect(pushedSelectors('0x63a9059cbb646312345678ff6370a08231')).toEqual(new Set(['0xa9059cbb', '0x70a08231']));
  });

  it('ignores a PUSH4 cut short by the end of the code and refuses non-hex', () => {
    expect(pushedSelectors('63a9059c')).toEqual(new Set());
    expect(pushedSelectors('0xzz')).toEqual(new Set());
    expect(pushedSelectors(null)).toEqual(new Set());
  });
});

describe('detectStandards', () => {
  it('tells the demo ERC-20 and ERC-721 by the selectors their compiled code dispatches', () => {
    expect(detectStandards(COMPILED.DemoToken.runtime, [])).toEqual(['ERC-20']);
    expect(detectStandards(COMPILED.DemoCollectible.runtime, [])).toEqual(['ERC-721']);
  });

  it('finds no standard in a contract that is no token', () => {
    expect(detectStandards(COMPILED.Vault.runtime, [])).toEqual([]);
    expect(detectStandards(COMPILED.CounterFactory.runtime, [])).toEqual([]);
  });

  it('tells a proxy by its events: Transfer with 3 topics is ERC-20, with 4 ERC-721, TransferSingle ERC-1155', () => {
    const proxy = '0x363d3d373d3d3d363d73bebebebebebebebebebebebebebebebebebebebe5af43d82803e903d91602b57fd5bf3';
    expect(detectStandards(proxy, [{ topics: [TRANSFER, word(1), word(2)] }])).toEqual(['ERC-20']);
    expect(detectStandards(proxy, [{ topics: [TRANSFER, word(1), word(2), word(3)] }])).toEqual(['ERC-721']);
    expect(
      detectStandards(proxy, [
        { topics: [EVENT_TOPICS.transferSingle.toUpperCase().replace('0X', '0x'), word(1), word(2), word(3)] },
      ]),
    ).toEqual(['ERC-1155']);
    expect(detectStandards(proxy, [{ topics: [word(7)] }])).toEqual([]);
  });

  it('takes ERC-1155 from its two-argument balanceOf and balanceOfBatch', () => {
    expect(detectStandards('0x6300fdd58e634e1273f4', [])).toEqual(['ERC-1155']);
  });

  it('keeps its event topics equal to the keccak of the signatures', () => {
    expect(EVENT_TOPICS.transfer).toBe(
      toEventSelector('event Transfer(address indexed from, address indexed to, uint256 value)'),
    );
    expect(EVENT_TOPICS.transferSingle).toBe(
      toEventSelector(
        'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
      ),
    );
    expect(EVENT_TOPICS.transferBatch).toBe(
      toEventSelector(
        'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
      ),
    );
  });
});

describe('readFunctions', () => {
  const names = (fns: { signature: string }[]) => fns.map((f) => canonicalSignature(f.signature));

  it('offers an ERC-20 facade every read, the input-less ones to run at once', () => {
    const reads = readFunctions([facadeStandard('FUNGIBLE_COMMON')]);
    expect(names(reads)).toEqual([
      'name()',
      'symbol()',
      'decimals()',
      'totalSupply()',
      'balanceOf(address)',
      'allowance(address,address)',
    ]);
    expect(reads.filter((f) => f.auto).length).toBe(4);
  });

  it('offers an NFT facade the ERC-721 reads', () => {
    expect(names(readFunctions([facadeStandard('NON_FUNGIBLE_UNIQUE')]))).toContain('ownerOf(uint256)');
  });

  it('leaves out what the code does not dispatch, and names shared functions once', () => {
    const selectors = pushedSelectors(COMPILED.DemoCollectible.runtime);
    const reads = names(readFunctions(['ERC-20', 'ERC-721'], selectors));
    expect(reads).not.toContain('decimals()');
    expect(reads).not.toContain('allowance(address,address)');
    expect(reads.filter((r) => r === 'name()')).toHaveLength(1);
    expect(reads).toEqual([
      'name()',
      'symbol()',
      'totalSupply()',
      'balanceOf(address)',
      'ownerOf(uint256)',
      'tokenURI(uint256)',
      'getApproved(uint256)',
      'isApprovedForAll(address,address)',
    ]);
  });

  it('offers all of a standard when the code dispatches none of it (a proxy)', () => {
    expect(readFunctions(['ERC-20'], new Set())).toHaveLength(6);
  });

  it('hashes every offered signature to the selector the table knows', () => {
    for (const fn of readFunctions(['ERC-20', 'ERC-721', 'ERC-1155'])) {
      const item = readAbi(fn.signature);
      expect(canonicalSignature(fn.signature)).toBe(`${item.name}(${item.inputs.map((p) => p.type).join(',')})`);
      // Bytecode filtering looks selectors up in that table: a read missing from it would never be offered.
      expect(KNOWN_SELECTORS[toFunctionSelector(fn.signature)]).toBe(canonicalSignature(fn.signature));
    }
  });
});
