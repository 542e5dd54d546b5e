import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

const importsOf = (file: string) => [...readFileSync(path.join(root, file), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]!);

describe('layering (lib/explorer → lib/client, never back; components never reach the database)', () => {
  it('lib/client imports nothing of the explorer', () => {
    const offending = sources('lib/client').flatMap((file) => importsOf(file).filter((i) => /(^|\/)explorer\//.test(i)).map((i) => `${file}: ${i}`));
    expect(offending).toEqual([]);
  });

  it('components import neither lib/db nor lib/ledger', () => {
    const offending = sources('components').flatMap((file) => importsOf(file).filter((i) => /lib\/(db|ledger)(\/|$)/.test(i)).map((i) => `${file}: ${i}`));
    expect(offending).toEqual([]);
  });
});
