/**
 * Summarises a V8 CPU profile (`node --cpu-prof`, written by `BENCH_PROFILE=1 npm run bench`): the functions
 * with the most self time, i.e. where the server's CPU actually goes.
 *
 *   npx tsx scripts/bench/cpu-profile.ts .bench/profiles/CPU.….cpuprofile [top=15]
 */
import { readFileSync } from 'node:fs';
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

function locationOf({ functionName, url, lineNumber }: ProfileNode['callFrame']): string {
  const name = functionName || '(anonymous)';
  if (!url) return name; // (garbage collector), (program), (idle)
  const file = url.replace(/^file:\/\//, '').split('/node_modules/').pop()!.split('/.next/').pop()!;
  return `${name} (${file}:${lineNumber + 1})`;
}

/**
 * Self time per function: each sample's interval is charged to the node it hit. A sample's interval is the
 * delta to the next sample (V8 records the delta before each sample), and `(idle)` is left out of the shares,
 * since an idle server spends no CPU.
 */
export function selfTimes(profile: CpuProfile): SelfTime[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const micros = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]!);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const location = locationOf(node.callFrame);
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
  const rows = selfTimes(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
  const busyMs = rows.reduce((sum, r) => sum + r.selfMs, 0);
  console.log(`${file}: ${(busyMs / 1000).toFixed(1)} s of CPU (idle left out)`);
  for (const r of rows.slice(0, Number(top))) {
    console.log(`${r.selfMs.toFixed(0).padStart(8)} ms ${(r.share * 100).toFixed(1).padStart(5)}%  ${r.location}`);
  }
}
