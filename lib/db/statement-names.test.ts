import { describe, expect, it } from 'vitest';
import { isStalePreparedStatement, StatementNames } from './statement-names';

describe('StatementNames', () => {
  it('gives one name per distinct text, the same each time', () => {
    const names = new StatementNames();
    const a = names.nameOf('SELECT 1');
    const b = names.nameOf('SELECT 2');
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(a).not.toBe(b);
    expect(names.nameOf('SELECT 1')).toBe(a);
    expect(names.size).toBe(2);
  });

  it('runs texts past the limit unnamed, and keeps naming the known ones', () => {
    const names = new StatementNames(2);
    const first = names.nameOf('SELECT 1');
    names.nameOf('SELECT 2');
    expect(names.nameOf('SELECT 3')).toBeUndefined();
    expect(names.nameOf('SELECT 1')).toBe(first);
    expect(names.size).toBe(2);
  });
});

describe('StatementNames.forget', () => {
  it('gives a forgotten text a new name that no other text holds', () => {
    const names = new StatementNames();
    const a = names.nameOf('SELECT 1');
    const b = names.nameOf('SELECT 2');
    names.forget('SELECT 1');
    const renamed = names.nameOf('SELECT 1');
    expect(renamed).toBeDefined();
    expect([a, b]).not.toContain(renamed);
  });
});

describe('isStalePreparedStatement', () => {
  it('recognises PostgreSQL refusing a statement whose result columns changed', () => {
    const stale = Object.assign(new Error('cached plan must not change result type'), { code: '0A000' });
    expect(isStalePreparedStatement(stale)).toBe(true);
    expect(isStalePreparedStatement(Object.assign(new Error('other feature not supported'), { code: '0A000' }))).toBe(
      false,
    );
    expect(isStalePreparedStatement(new Error('cached plan must not change result type'))).toBe(false);
  });
});
