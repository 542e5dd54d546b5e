import { describe, expect, it } from 'vitest';
import { assertTransition, canTransition } from './lifecycle';
import { INCIDENT_STATUSES, MAINTENANCE_STATUSES, type AnyIncidentStatus } from './statuses';

/** The whole table, written out cell by cell (Y = allowed), so a change to the rules shows up here. */
const INCIDENT_TABLE: Record<string, string> = {
  //               to: inv  ide  mon  res  pos
  investigating: '     .    Y    Y    Y    Y',
  identified: '        N    .    Y    Y    Y',
  monitoring: '        Y    Y    .    Y    Y',
  resolved: '          N    N    N    .    Y',
  postmortem: '        N    N    N    N    .',
};
const MAINTENANCE_TABLE: Record<string, string> = {
  //             to: sch  inp  ver  com
  scheduled: '       .    Y    Y    Y',
  in_progress: '     N    .    Y    Y',
  verifying: '       N    Y    .    Y',
  completed: '       N    N    N    .',
};

function cells(table: Record<string, string>, states: readonly AnyIncidentStatus[]) {
  return states.flatMap((from) => {
    const marks = (table[from] ?? '').trim().split(/\s+/);
    return states.map((to, i) => ({ from, to, mark: marks[i] }));
  });
}

describe('incident lifecycle', () => {
  for (const { from, to, mark } of cells(INCIDENT_TABLE, INCIDENT_STATUSES)) {
    it(`${from} → ${to}: ${mark === 'N' ? 'forbidden' : 'allowed'}`, () => {
      expect(canTransition(from, to)).toBe(mark !== 'N');
      if (mark === 'N') {
        expect(() => assertTransition(from, to)).toThrow(new RegExp(`from ${from} to ${to}`));
      }
    });
  }
});

describe('maintenance lifecycle', () => {
  for (const { from, to, mark } of cells(MAINTENANCE_TABLE, MAINTENANCE_STATUSES)) {
    it(`${from} → ${to}: ${mark === 'N' ? 'forbidden' : 'allowed'}`, () => {
      expect(canTransition(from, to)).toBe(mark !== 'N');
    });
  }
});

describe('crossing lifecycles', () => {
  it('never moves an incident into a maintenance state or back', () => {
    for (const a of INCIDENT_STATUSES) {
      for (const m of MAINTENANCE_STATUSES) {
        expect(canTransition(a, m)).toBe(false);
        expect(canTransition(m, a)).toBe(false);
      }
    }
  });

  it('answers 422 naming both states', () => {
    try {
      assertTransition('resolved', 'investigating');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ status: 422 });
      expect((error as Error).message).toContain('cannot move from resolved to investigating');
    }
  });
});
