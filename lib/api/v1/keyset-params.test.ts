import { describe, expect, it } from 'vitest';
import { ALL_OPERATORS, entityIdParam, parseQuery } from '../params';
import { QueryParams } from '../query';
import { keysetLastValues, parseBounds, toKeyset } from './keyset-params';

const KEYS = ['spender.id', 'token.id'];
const SPECS = { 'spender.id': entityIdParam(ALL_OPERATORS), 'token.id': entityIdParam(ALL_OPERATORS) };

function bounds(search: string) {
  const query = new QueryParams(search);
  const { filters } = parseQuery(query, SPECS, { defaultLimit: 25, maxLimit: 100 });
  return parseBounds(query, KEYS, filters);
}

const message = (search: string) => {
  try {
    bounds(search);
    return null;
  } catch (error) {
    return (error as { messages: string[] }).messages[0];
  }
};

describe('parseBounds', () => {
  it('applies the reference rules and messages', () => {
    expect(message('spender.id=1&spender.id=2')).toBe('Only one equal (eq) operator is allowed for spender.id');
    expect(message('spender.id=gt:1&spender.id=gte:2')).toBe('Only one gt/gte operator is allowed for spender.id');
    expect(message('spender.id=lt:1&spender.id=lte:2')).toBe('Only one lt/lte operator is allowed for spender.id');
    expect(message('spender.id=ne:1')).toBe('Not equal (ne) operator is not supported for spender.id');
    expect(message('spender.id=1&spender.id=gt:0')).toBe("Can't support both range and equal for spender.id");
    expect(message('token.id=5')).toBe('token.id without a spender.id parameter filter');
    expect(message('spender.id=gt:1&token.id=gt:5')).toBe('spender.id must have gte or eq operator');
    expect(message('spender.id=lt:1&token.id=lt:5')).toBe('spender.id must have lte or eq operator');
    expect(message('spender.id=gte:1&token.id=gt:5&spender.id=lte:9&token.id=lt:7')).toBeNull();
  });
});

describe('toKeyset', () => {
  it('pins eq columns and bounds the others lexicographically', () => {
    expect(toKeyset(bounds('spender.id=gte:1&token.id=gt:5&spender.id=lte:9'))).toEqual({
      equal: [],
      lower: { columns: [0, 1], values: [1n, 5n], inclusive: false },
      upper: { columns: [0], values: [9n], inclusive: true },
    });
    expect(toKeyset(bounds('spender.id=gte:1&spender.id=lte:9&token.id=6'))).toEqual({
      equal: [{ column: 1, value: 6n }],
      lower: { columns: [0], values: [1n], inclusive: true },
      upper: { columns: [0], values: [9n], inclusive: true },
    });
  });
});

describe('keysetLastValues', () => {
  it('continues inclusively on all open columns but the last, and stops on a short or pinned page', () => {
    const b = bounds('spender.id=gte:1');
    expect(keysetLastValues(b, ['0.0.3', '0.0.7'], 2, 2)).toEqual({
      'spender.id': { value: '0.0.3', inclusive: true },
      'token.id': { value: '0.0.7', inclusive: false },
    });
    expect(keysetLastValues(b, ['0.0.3', '0.0.7'], 1, 2)).toBeNull();
    expect(keysetLastValues(bounds('spender.id=2&token.id=7'), ['0.0.2', '0.0.7'], 1, 1)).toBeNull();
    expect(keysetLastValues(bounds('spender.id=gte:1&token.id=7'), ['0.0.2', '0.0.7'], 1, 1)).toEqual({
      'spender.id': { value: '0.0.2', inclusive: false },
    });
  });
});
