import { describe, expect, it } from 'vitest';
import { backendsCpuMs, cpuMsPerRequest, parseProcStat, processTree, treeCpuMs } from './process-cpu';

// fields 3.. of a real /proc/<pid>/stat line, with utime 1200, stime 300, cutime 40, cstime 10
const tail = 'S 77 4242 4242 0 -1 4194560 1000 0 0 0 1200 300 40 10 20 0 11 0 12345 1000000 5000 18446744073709551615';

describe('process CPU time', () => {
  it('reads ppid and utime + stime + cutime + cstime, also when the command name holds spaces and parentheses', () => {
    expect(parseProcStat(`4242 (node) ${tail}`)).toEqual({ pid: 4242, ppid: 77, ticks: 1550 });
    expect(parseProcStat(`4243 (next-server (v16) x) ${tail}`)).toEqual({ pid: 4243, ppid: 77, ticks: 1550 });
    expect(() => parseProcStat('garbage')).toThrow();
  });

  it('sums the whole tree under the root and nothing beside it', () => {
    const processes = [
      { pid: 1, ppid: 0, ticks: 5 },
      { pid: 10, ppid: 1, ticks: 100 }, // root
      { pid: 11, ppid: 10, ticks: 20 },
      { pid: 12, ppid: 11, ticks: 3 },
      { pid: 13, ppid: 1, ticks: 999 }, // sibling, not ours
    ];
    expect(
      processTree(10, processes)
        .map((p) => p.pid)
        .sort(),
    ).toEqual([10, 11, 12]);
    expect(processTree(99, processes)).toEqual([]);
  });

  it('counts this very process, and more after it has burnt CPU', () => {
    const before = treeCpuMs(process.pid);
    const until = performance.now() + 60;
    let spin = 0;
    while (performance.now() < until) spin++;
    expect(spin).toBeGreaterThan(0);
    expect(treeCpuMs(process.pid)).toBeGreaterThan(before);
  });

  it('divides by requests, and has no figure without requests', () => {
    expect(cpuMsPerRequest(1000, 4000, 1500)).toBe(2);
    expect(cpuMsPerRequest(1000, 4000, 0)).toBeNaN();
  });

  it('counts what each backend spent between two readings, a backend that connected meanwhile in full', () => {
    const before = new Map([
      [101, 50],
      [102, 10],
    ]);
    const after = new Map([
      [101, 80],
      [102, 10],
      [103, 7],
    ]);
    expect(backendsCpuMs(before, after)).toBe(37);
  });
});
