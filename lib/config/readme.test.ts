// The README's Configuration table is what lib/config reads: every variable, no other, with the code's defaults.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, parseConfig } from './index';

interface Row {
  variable: string;
  defaultText: string;
}

/** The rows of the table under `## Configuration`: one variable per row, its default (`—` for none). */
function configurationRows(readme: string): Row[] {
  const section = /^## Configuration\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  const rows: Row[] = [];
  for (const line of section.split('\n')) {
    const cells = /^\| `([A-Z0-9_]+)` \| ([^|]+) \|/.exec(line);
    if (cells) rows.push({ variable: cells[1]!, defaultText: cells[2]!.trim() });
  }
  return rows;
}

const readme = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
const rows = configurationRows(readme);
const defaults = parseConfig({});

describe("the README's Configuration table", () => {
  it('lists every variable lib/config reads, once, and no other', () => {
    const listed = rows.map((row) => row.variable);
    expect(listed.filter((variable, i) => listed.indexOf(variable) !== i)).toEqual([]);
    expect(CONFIG_VARIABLES.filter((variable) => !listed.includes(variable))).toEqual([]);
    expect(listed.filter((variable) => !(CONFIG_VARIABLES as string[]).includes(variable))).toEqual([]);
  });

  it('gives each variable the default the code uses', () => {
    const wrong = rows.flatMap(({ variable, defaultText }) => {
      const key = variable as keyof typeof defaults;
      const unset = defaultText === '—';
      const written = /^`([^`]*)`$/.exec(defaultText)?.[1];
      if (!unset && written === undefined) return [`${variable}: default ${defaultText} is neither \`value\` nor —`];
      // The written default, parsed as the variable, must be what the code falls back to when it is unset.
      const same = unset
        ? defaults[key] === undefined
        : isDeepStrictEqual(parseConfig({ [variable]: written })[key], defaults[key]);
      return same ? [] : [`${variable}: README says ${defaultText}`];
    });
    expect(wrong).toEqual([]);
  });

  it('fails on a table that misses a variable, names a stale one or states a wrong default', () => {
    const table = (lines: string[]) =>
      `## Configuration\n\n| variable | default | meaning |\n|---|---|---|\n${lines.join('\n')}\n\n## Next\n`;
    const parsed = configurationRows(
      table(['| `PORT` | `3000` | port |', '| `OLD_SETTING` | — | gone |', '| `HOST` | `0.0.0.0` | host |']),
    );
    expect(parsed).toEqual([
      { variable: 'PORT', defaultText: '`3000`' },
      { variable: 'OLD_SETTING', defaultText: '—' },
      { variable: 'HOST', defaultText: '`0.0.0.0`' },
    ]);
    expect(CONFIG_VARIABLES.filter((v) => !parsed.some((row) => row.variable === v))).toContain('DATABASE_URL');
    expect(parseConfig({ HOST: '0.0.0.0' }).HOST).not.toEqual(defaults.HOST);
  });
});
