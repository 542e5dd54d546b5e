/** Documentation of `../blocks.ts`, `../network.ts` and `../schedules.ts`. */
import { Block, BlocksResponse } from '../../../schemas/v1/block';
import { NetworkNodesResponse } from '../../../schemas/v1/network-node';
import { Schedule, SchedulesResponse } from '../../../schemas/v1/schedule';
import { entityIdQuery, limitParam, orderAsc, orderDesc, timestampQuery } from './parameters';
import type { RouteDoc } from './types';

export const blockNetworkScheduleDocs: RouteDoc[] = [
  {
    pattern: '/api/v1/blocks',
    operationId: 'listBlocks',
    tag: 'blocks',
    summary: 'List blocks',
    path: [],
    query: [
      {
        name: 'block.number',
        in: 'query',
        description: "The block's number (decimal or 0x hex)",
        explode: true,
        schema: { type: 'string', pattern: '^((eq|gt|gte|lt|lte):)?(\\d{1,19}|0x[0-9A-Fa-f]{1,16})$' },
        example: 'gte:0',
      },
      limitParam,
      orderDesc,
      timestampQuery,
    ],
    response: { name: 'BlocksResponse', schema: BlocksResponse },
    notFound: false,
    paged: true,
  },
  {
    pattern: '/api/v1/blocks/:hashOrNumber',
    operationId: 'getBlock',
    tag: 'blocks',
    summary: 'Get a block by hash or number',
    path: [
      {
        name: 'hashOrNumber',
        in: 'path',
        description: 'Block number, or its 32-byte (Ethereum) or 48-byte (Hedera) hash with optional 0x prefix',
        schema: { type: 'string', pattern: '^(\\d{1,10}|(0x)?([A-Fa-f0-9]{64}|[A-Fa-f0-9]{96}))$' },
        example: '0',
      },
    ],
    query: [],
    response: { name: 'Block', schema: Block },
    notFound: true,
    paged: false,
  },
  {
    pattern: '/api/v1/network/nodes',
    operationId: 'listNetworkNodes',
    tag: 'network',
    summary: 'The consensus nodes of the network address book',
    path: [],
    query: [
      entityIdQuery('file.id', 'The address book file: 0.0.102 (default) or 0.0.101; eq only', '0.0.102'),
      // The reference pages nodes by 10, at most 25, whatever the configured list limits.
      { ...limitParam, schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 25, default: 10 } },
      {
        name: 'node.id',
        in: 'query',
        description: 'The ID of the node',
        explode: true,
        schema: { type: 'string', pattern: '^((eq|gt|gte|lt|lte):)?\\d{1,19}$' },
        example: 'gte:0',
      },
      orderAsc,
    ],
    response: { name: 'NetworkNodesResponse', schema: NetworkNodesResponse },
    notFound: false,
    paged: true,
  },
  {
    pattern: '/api/v1/schedules',
    operationId: 'listSchedules',
    tag: 'schedules',
    summary: 'List schedules',
    path: [],
    query: [
      entityIdQuery('account.id', 'Only schedules created by this account', 'gte:0.0.1'),
      limitParam,
      orderAsc,
      entityIdQuery('schedule.id', 'The ID of the schedule to return information for', 'gte:0.0.1'),
    ],
    response: { name: 'SchedulesResponse', schema: SchedulesResponse },
    notFound: false,
    paged: true,
  },
  {
    pattern: '/api/v1/schedules/:scheduleId',
    operationId: 'getSchedule',
    tag: 'schedules',
    summary: 'Get a schedule by id',
    path: [
      {
        name: 'scheduleId',
        in: 'path',
        description: 'Schedule id `shard.realm.num` (or `num`)',
        schema: { type: 'string', pattern: '^(\\d{1,10}\\.\\d{1,10}\\.)?\\d{1,10}$' },
      },
    ],
    query: [],
    response: { name: 'Schedule', schema: Schedule },
    notFound: true,
    paged: false,
  },
];
