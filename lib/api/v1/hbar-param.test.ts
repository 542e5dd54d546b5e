import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { QueryParams } from '../query';
import { amountsUnit } from './hbar-param';

const unit = (search: string) => amountsUnit(new QueryParams(search));
const refusal = (search: string) => {
  try {
    unit(search);
  } catch (error) {
    return error instanceof HttpError ? [error.status, ...error.messages] : error;
  }
  return null;
};

describe('amountsUnit (hbar)', () => {
  it('answers tinybars by default and for true, weibars for false, any case', () => {
    expect(unit('')).toBe('tinybar');
    expect(unit('?hbar=true')).toBe('tinybar');
    expect(unit('?HBAR=True')).toBe('tinybar');
    expect(unit('?hbar=false')).toBe('weibar');
    expect(unit('?limit=2&hbar=FALSE')).toBe('weibar');
  });

  it("refuses what the filter check lets through, in the reference's words: an operator, several values", () => {
    expect(refusal('?hbar=eq:false')).toEqual([
      400,
      "Invalid hbar parameter value: eq:false. Must be 'true' or 'false'",
    ]);
    expect(refusal('?hbar=true&hbar=false')).toEqual([
      400,
      "Invalid hbar parameter value: true,false. Must be 'true' or 'false'",
    ]);
    expect(refusal('?hbar=')).toEqual([400, "Invalid hbar parameter value: . Must be 'true' or 'false'"]);
  });
});
