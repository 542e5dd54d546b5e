import { toFunctionSelector, toFunctionSignature } from 'viem';
import { describe, expect, it } from 'vitest';
import { KNOWN_FUNCTIONS } from './abi-fragments';
import { KNOWN_SELECTORS } from './selectors';

describe('well-known selectors', () => {
  it('are the fragments hashed: every one, and nothing else', () => {
    expect(KNOWN_SELECTORS).toEqual(
      Object.fromEntries(KNOWN_FUNCTIONS.map((f) => [toFunctionSelector(f), toFunctionSignature(f)])),
    );
  });
});
