import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canTransition } from '../lifecycle';
import { summary } from '../read/v2';
import type { AnyIncidentStatus } from '../statuses';
import { T0, callManage, closeTestDb, fresh, openTestContext, type TestContext } from '../testing';
import { createIncident, getIncident, updateIncident } from './incidents';

let ctx: TestContext;
let pageId: string;

beforeEach(async () => {
  ctx = await openTestContext();
  pageId = (await fresh(ctx, summary)).page.id;
});
afterAll(closeTestDb);
afterEach(() => ctx.close());

// Several instances whose clocks disagree by up to five seconds: each reading jumps around T0.
function skewedClock() {
  let n = 0;
  return { nowMs: () => T0 + ((n++ * 7919) % 5_000) };
}

const MOVES: AnyIncidentStatus[] = ['identified', 'monitoring', 'investigating', 'resolved', 'postmortem'];

describe('concurrent updates of one incident', () => {
  it('store a timeline in applied order: every step a lifecycle move, timestamps never decreasing', async () => {
    const created = await callManage(ctx, createIncident)('POST', { page_id: pageId }, { incident: { name: 'Race' } });
    const id = ((await created.json()) as { id: string }).id;
    const racing = { ...ctx, clock: skewedClock() };
    const patch = callManage(racing, updateIncident);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        patch('PATCH', { page_id: pageId, incident_id: id }, { incident: { status: MOVES[i % MOVES.length], body: `step ${i}` } }),
      ),
    );
    const codes = answers.map((a) => a.status);
    expect(codes.every((c) => c === 200 || c === 422)).toBe(true);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThan(1);

    const stored = await ctx.db.query<{ status: AnyIncidentStatus; created_at: Date; display_at: Date }>(
      'SELECT status, created_at, display_at FROM status.incident_update WHERE incident_id = $1 ORDER BY seq',
      [id],
    );
    expect(stored).toHaveLength(1 + codes.filter((c) => c === 200).length);
    for (let i = 1; i < stored.length; i++) {
      const [before, after] = [stored[i - 1]!, stored[i]!];
      if (before.status !== after.status) expect(canTransition(before.status, after.status)).toBe(true);
      expect(after.created_at.getTime()).toBeGreaterThanOrEqual(before.created_at.getTime());
      expect(after.display_at.getTime()).toBeGreaterThanOrEqual(before.display_at.getTime());
    }

    // The public timeline (newest first) is the stored order reversed.
    const wire = (await (await callManage(ctx, getIncident)('GET', { page_id: pageId, incident_id: id })).json()) as {
      incident_updates: { status: string; body: string }[];
    };
    const bodies = (await ctx.db.query<{ body: string }>(
      'SELECT body FROM status.incident_update WHERE incident_id = $1 ORDER BY seq DESC',
      [id],
    )).map((r) => r.body);
    expect(wire.incident_updates.map((u) => u.body)).toEqual(bodies);
  });
});
