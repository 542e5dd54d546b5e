/**
 * Summarises a V8 CPU profile (`node --cpu-prof`, written by `BENCH_PROFILE=1 npm run bench`): the functions
 * with the most self time, i.e. where the server's CPU actually goes; bundled code is named by its source file.
 *
 *   npx tsx scripts/bench/cpu-profile.ts .bench/profiles/CPU.….cpuprofile [top=15]
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  /** Microseconds since the previous sample; the first is relative to startTime. */
  timeDeltas: number[];
}

export interface SelfTime {
  /** `name (file:line)`, the function's place in the source (bundled chunk paths shortened to their file). */
  location: string;
  selfMs: number;
  share: number;
}

/** Maps a place in a bundled file to its source, e.g. a .next chunk to lib/…/x.ts; null without a source map. */
export type SourceResolver = (file: string, line: number, column: number) => { file: string; line: number } | null;

const maps = new Map<string, SourceMap | null>();
/** Resolves through the `.map` file beside a bundle (Next.js writes them for server chunks). */
export const resolveThroughSourceMaps: SourceResolver = (file, line, column) => {
  if (!maps.has(file)) {
    const mapFile = `${file}.map`;
    maps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  const entry = maps.get(file)?.findEntry(line, column);
  if (!entry || !('originalSource' in entry) || !entry.originalSource) return null;
  return { file: entry.originalSource.replace(/^(\.\.\/)+/, '').replace(/^file:\/\//, ''), line: entry.originalLine };
};

function locationOf(
  { functionName, url, lineNumber, columnNumber }: ProfileNode['callFrame'],
  resolve?: SourceResolver,
): string {
  const name = functionName || '(anonymous)';
  if (!url) return name; // (garbage collector), (program), (idle)
  const path = url.replace(/^file:\/\//, '');
  const source = resolve?.(path, lineNumber, columnNumber);
  if (source) return `${name} (${source.file}:${source.line + 1})`;
  const file = path.split('/node_modules/').pop()!.split('/.next/').pop()!;
  return `${name} (${file}:${lineNumber + 1})`;
}

/**
 * Self time per function: each sample's interval is charged to the node it hit. A sample's interval is the
 * delta to the next sample (V8 records the delta before each sample), and `(idle)` is left out of the shares,
 * since an idle server spends no CPU.
 */
export function selfTimes(profile: CpuProfile, resolve?: SourceResolver): SelfTime[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const micros = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]!);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const location = locationOf(node.callFrame, resolve);
    micros.set(location, (micros.get(location) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  const total = [...micros.values()].reduce((a, b) => a + b, 0);
  return [...micros]
    .map(([location, us]) => ({ location, selfMs: us / 1000, share: total ? us / total : 0 }))
    .sort((a, b) => b.selfMs - a.selfMs);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, top = '15'] = process.argv.slice(2);
  if (!file) {
    console.error('usage: tsx scripts/bench/cpu-profile.ts FILE.cpuprofile [top]');
    process.exit(2);
  }
  const rows = selfTimes(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, resolveThroughSourceMaps);
  const busyMs = rows.reduce((sum, r) => sum + r.selfMs, 0);
  console.log(`${file}: ${(busyMs / 1000).toFixed(1)} s of CPU (idle left out)`);
  for (const r of rows.slice(0, Number(top))) {
    console.log(`${r.selfMs.toFixed(0).padStart(8)} ms ${(r.share * 100).toFixed(1).padStart(5)}%  ${r.location}`);
  }
}
