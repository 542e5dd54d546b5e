import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db';
import { TokenBalancesResponse } from '../../../schemas/v1/token';
import { formatTimestamp } from '../../../core/timestamp';
import type { ApiContext } from '../context';
import { demoContext, getJson, openDemoLedger } from '../demo-ledger.test-helpers';

let db: Db;
let ctx: ApiContext;
/** A balance snapshot a little after the demo's newest one, holding crafted token 900020. */
let snapshot: bigint;

beforeAll(async () => {
  db = await openDemoLedger();
  ctx = demoContext(db);
  const [row] = await db.query<{ ts: bigint }>('SELECT max(consensus_timestamp) + 1000 AS ts FROM account_balance');
  snapshot = row!.ts;
  const earlier = snapshot - 500n;
  await db.exec(`
    INSERT INTO account_balance (consensus_timestamp, account_id, balance) VALUES (${snapshot}, 2, 1), (${earlier}, 2, 1);
    INSERT INTO token (token_id, created_timestamp, decimals, initial_supply, name, symbol, total_supply, treasury_account_id, type, freeze_status, kyc_status, timestamp_range)
      VALUES (900020, 1, 4, 0, 'Snap', 'SNAP', 0, 1001, 'FUNGIBLE_COMMON', 0, 0, '[1,)');
    INSERT INTO token_balance (consensus_timestamp, account_id, token_id, balance) VALUES
      (${earlier}, 1001, 900020, 3), (${snapshot}, 1001, 900020, 5), (${snapshot}, 1002, 900020, 7), (${earlier}, 1003, 900020, 9);`);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

async function ok(url: string): Promise<TokenBalancesResponse> {
  const answer = await getJson(ctx, url);
  expect(answer.status, url).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('public, max-age=1');
  return TokenBalancesResponse.parse(answer.body);
}

describe('GET /api/v1/tokens/{id}/balances', () => {
  it("pages through a token's holders by account, newest first; their balances add up to the supply", async () => {
    const [token] = await db.query<{ token_id: bigint; total_supply: bigint; decimals: bigint; newest: bigint }>(
      `SELECT t.token_id, t.total_supply, t.decimals, max(a.balance_timestamp) AS newest FROM token t JOIN token_account a USING (token_id)
       WHERE t.type = 'FUNGIBLE_COMMON' GROUP BY 1, 2, 3 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
    const accounts: string[] = [];
    let sum = 0n;
    for (let next: string | null = `/api/v1/tokens/0.0.${token!.token_id}/balances?limit=3`; next;) {
      const page: TokenBalancesResponse = await ok(next);
      for (const b of page.balances) {
        accounts.push(b.account);
        sum += BigInt(b.balance);
        expect(BigInt(b.decimals!)).toBe(token!.decimals);
      }
      // The page's newest balance change; an empty last page has none.
      expect(page.timestamp).toBe(page.balances.length ? formatTimestamp(token!.newest) : null);
      next = page.links.next;
    }
    expect(accounts.length).toBeGreaterThan(1);
    expect(accounts).toEqual([...accounts].sort((a, b) => Number(BigInt(b.split('.')[2]!) - BigInt(a.split('.')[2]!))));
    expect(sum).toBe(token!.total_supply);
  });

  it("reads each holder's newest balance of the snapshot the timestamp selects", async () => {
    const at = formatTimestamp(snapshot)!;
    expect(await ok(`/api/v1/tokens/0.0.900020/balances?timestamp=${at}&order=asc`)).toEqual({
      timestamp: at,
      balances: [
        { account: '0.0.1001', balance: 5, decimals: 4 },
        { account: '0.0.1002', balance: 7, decimals: 4 },
        { account: '0.0.1003', balance: 9, decimals: 4 },
      ],
      links: { next: null },
    });
    // Just before it: the earlier snapshot, which 1002 was not in yet.
    const before = await ok(`/api/v1/tokens/0.0.900020/balances?timestamp=lt:${at}&account.balance=lt:9`);
    expect(before.timestamp).toBe(formatTimestamp(snapshot - 500n));
    expect(before.balances).toEqual([{ account: '0.0.1001', balance: 3, decimals: 4 }]);
  });

  it('answers an empty list, without a timestamp, for no holder or no snapshot', async () => {
    const empty = { timestamp: null, balances: [], links: { next: null } };
    expect(await ok('/api/v1/tokens/0.0.999999/balances')).toEqual(empty);
    expect(await ok('/api/v1/tokens/0.0.900020/balances?timestamp=lt:0.000000001')).toEqual(empty);
  });

  it('refuses a bad token id first, then bad values, then unknown parameters', async () => {
    expect((await getJson(ctx, '/api/v1/tokens/x/balances?foo=1')).body).toEqual({
      _status: { messages: [{ message: 'Invalid parameter: tokenid' }] },
    });
    expect((await getJson(ctx, '/api/v1/tokens/1/balances?foo=1&account.balance=-1')).body).toEqual({
      _status: {
        messages: [{ message: 'Invalid parameter: account.balance' }, { message: 'Unknown query parameter: foo' }],
      },
    });
  });
});
