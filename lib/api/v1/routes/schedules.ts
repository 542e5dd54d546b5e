import { nowNs } from '../../core/clock';
import { getSchedule, listSchedules } from '../../ledger/schedules';
import type { SchedulesResponse } from '../../schemas/v1/schedule';
import { parseEntityId } from '../../core/entity-id';
import { InvalidArgumentError, NotFoundError, invalidParameter } from '../errors';
import { entityIdValue, nextLink } from '../links';
import { ALL_OPERATORS, entityIdParam, parseQuery } from '../params';
import { withMaxAge, type V1Handler, type V1Route } from './route-types';

/**
 * Per-answer Cache-Control max-age, a non-enumerable symbol on the body (so it never reaches the JSON): the
 * reference caches a schedule that can no longer change (executed, deleted, expired) for an hour.
 */
const FINAL_SCHEDULE_MAX_AGE = 3600;

const LIST_PARAMS = {
  'account.id': entityIdParam(ALL_OPERATORS, true),
  'schedule.id': entityIdParam(ALL_OPERATORS),
};

const list: V1Handler = async ({ path, query, ctx }) => {
  const { filters, limit, order } = parseQuery(query, LIST_PARAMS, {
    defaultLimit: ctx.config.API_LIMIT_DEFAULT,
    maxLimit: ctx.config.API_LIMIT_MAX,
  });
  const schedules = await listSchedules(ctx.db, { account: filters['account.id'], schedule: filters['schedule.id'] }, order, limit);
  const last = schedules.at(-1);
  const body: SchedulesResponse = {
    schedules,
    links: { next: last && schedules.length === limit ? nextLink(path, query, order, { 'schedule.id': last.schedule_id }, entityIdValue) : null },
  };
  return body;
};

const byId: V1Handler = async ({ params, query, ctx }) => {
  parseQuery(query, {}, { defaultLimit: 1, maxLimit: 1, paging: false });
  const id = parseEntityId(params.scheduleId ?? '');
  if (id === null) throw new InvalidArgumentError(invalidParameter('scheduleid'));
  const found = await getSchedule(ctx.db, id, nowNs(ctx.clock));
  if (!found) throw new NotFoundError();
  if (found.final) withMaxAge(found.schedule, FINAL_SCHEDULE_MAX_AGE);
  return found.schedule;
};

export const scheduleRoutes: V1Route[] = [
  { pattern: '/api/v1/schedules', handler: list },
  { pattern: '/api/v1/schedules/:scheduleId', handler: byId },
];
