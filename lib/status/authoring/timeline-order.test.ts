import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { summary } from '../read/v2';
import { T0, callManage, closeTestDb, fresh, openTestContext, type TestContext } from '../testing';
import { RACING_MOVES, expectAppliedTimeline, skewedClock } from './timeline.testing';

let ctx: TestContext;
let pageId: string;

beforeEach(async () => {
  ctx = await openTestContext();
  pageId = (await fresh(ctx, summary)).page.id;
});
afterAll(closeTestDb);
afterEach(() => ctx.close());

describe('concurrent updates of one incident', () => {
  it('store a timeline in applied order: every step a lifecycle move, timestamps never decreasing', async () => {
    const created = await callManage(ctx, 'createIncident')(
      'POST',
      { page_id: pageId },
      { incident: { name: 'Race' } },
    );
    const id = ((await created.json()) as { id: string }).id;
    const patch = callManage({ ...ctx, clock: skewedClock(() => T0) }, 'updateIncident');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        patch(
          'PATCH',
          { page_id: pageId, incident_id: id },
          { incident: { status: RACING_MOVES[i % RACING_MOVES.length], body: `step ${i}` } },
        ),
      ),
    );
    const codes = answers.map((a) => a.status);
    expect(codes.every((c) => c === 200 || c === 422)).toBe(true);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThan(1);
    await expectAppliedTimeline(ctx.db, id, 1 + codes.filter((c) => c === 200).length);

    // The public timeline (newest first) is the stored order reversed.
    const wire = (await (await callManage(ctx, 'getIncident')('GET', { page_id: pageId, incident_id: id })).json()) as {
      incident_updates: { body: string }[];
    };
    const bodies = (
      await ctx.db.query<{ body: string }>(
        'SELECT body FROM status.incident_update WHERE incident_id = $1 ORDER BY seq DESC',
        [id],
      )
    ).map((r) => r.body);
    expect(wire.incident_updates.map((u) => u.body)).toEqual(bodies);
  });
});
