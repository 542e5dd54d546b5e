/** `/schedules` and `/schedules/{scheduleId}`. */
import { nowNs } from '../../../core/clock';
import { parseEntityId } from '../../../core/entity-id';
import { getSchedule, listSchedules } from '../../../ledger/schedules';
import { Schedule, SchedulesResponse } from '../../../schemas/v1/schedule';
import { invalidArgument, invalidParameter, notFound } from '../../errors';
import { entityIdValue, nextLink } from '../../links';
import { ALL_OPERATORS, entityIdParam, limitParam, orderParam } from '../../params';
import { entityIdDoc } from '../openapi/parameters';
import { route, withMaxAge, type AnyRoute } from '../route';

/** The reference caches a schedule that can no longer change (executed, deleted, expired) for an hour. */
const FINAL_SCHEDULE_MAX_AGE = 3600;

export const scheduleRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/schedules',
    operationId: 'listSchedules',
    tag: 'schedules',
    summary: 'List schedules',
    path: {},
    query: {
      'account.id': {
        ...entityIdParam(ALL_OPERATORS, true),
        doc: entityIdDoc('Only schedules created by this account', 'gte:0.0.1'),
      },
      limit: limitParam(),
      order: orderParam('asc'),
      'schedule.id': {
        ...entityIdParam(ALL_OPERATORS),
        doc: entityIdDoc('The ID of the schedule to return information for', 'gte:0.0.1'),
      },
    },
    response: { name: 'SchedulesResponse', schema: SchedulesResponse },
    maxAge: 10,
    samples: (s) => [
      '/api/v1/schedules',
      `/api/v1/schedules?account.id=${s.account}`,
      '/api/v1/schedules?schedule.id=gt:0.0.1000&order=desc',
    ],
    async handler({ path, query, ctx, parseQuery }) {
      const { filters, limit, order } = parseQuery();
      const schedules = await listSchedules(
        ctx.db,
        { account: filters['account.id'], schedule: filters['schedule.id'] },
        order,
        limit,
      );
      const last = schedules.at(-1);
      const next =
        last && schedules.length === limit
          ? nextLink(path, query, order, { 'schedule.id': last.schedule_id }, entityIdValue)
          : null;
      return { schedules, links: { next } };
    },
  }),
  route({
    pattern: '/api/v1/schedules/:scheduleId',
    operationId: 'getSchedule',
    tag: 'schedules',
    summary: 'Get a schedule by id',
    path: {
      scheduleId: {
        description: 'Schedule id `shard.realm.num` (or `num`)',
        schema: { type: 'string', pattern: '^(\\d{1,10}\\.\\d{1,10}\\.)?\\d{1,10}$' },
      },
    },
    query: {},
    response: { name: 'Schedule', schema: Schedule },
    maxAge: 1,
    samples: (s) => [`/api/v1/schedules/${s.scheduleId}`],
    async handler({ params, ctx, parseQuery }) {
      parseQuery();
      const id = parseEntityId(params.scheduleId);
      if (id === null) throw invalidArgument(invalidParameter('scheduleid'));
      const found = await getSchedule(ctx.db, id, nowNs(ctx.clock));
      if (!found) throw notFound();
      return found.final ? withMaxAge(found.schedule, FINAL_SCHEDULE_MAX_AGE) : found.schedule;
    },
  }),
];
