import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db';
import { Nft, NftsResponse, NftTransactionsResponse } from '../../../schemas/v1/nft';
import type { ApiContext } from '../context';
import { openMigratedPglite } from '../../../db/testing';
import { generateDemoLedger } from '../../../demo/generate';
import { demoContext, getJson, openDemoLedger } from '../demo-ledger.test-helpers';

let db: Db;
let ctx: ApiContext;

/** An NFT whose row lacks its mint time (a partial record), with a history version before it. */
const CRAFTED = `
  INSERT INTO nft (account_id, created_timestamp, deleted, metadata, serial_number, token_id, timestamp_range) VALUES
    (1001, NULL, false, '\\x6d31', 1, 900010, '[2000,)');
  INSERT INTO nft_history (account_id, created_timestamp, deleted, metadata, serial_number, token_id, timestamp_range) VALUES
    (1002, NULL, false, '\\x6d31', 1, 900010, '[1000,2000)');
  INSERT INTO transaction (consensus_timestamp, type, result, payer_account_id, valid_start_ns, nonce, charged_tx_fee, index, scheduled, nft_transfer) VALUES
    (2000, 14, 22, 1002, 1999, 0, 1, 0, false,
     '[{"token_id": 900010, "serial_number": 1, "sender_account_id": 1002, "receiver_account_id": 1001, "is_approval": true},
       {"token_id": 900010, "serial_number": 2, "sender_account_id": 1003, "receiver_account_id": 1004, "is_approval": false}]');`;

beforeAll(async () => {
  db = await openDemoLedger();
  ctx = demoContext(db);
  await db.exec(CRAFTED);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const get = (url: string) => getJson(ctx, url);

async function ok<T>(url: string, schema: { parse(v: unknown): T }): Promise<T> {
  const answer = await get(url);
  expect(answer.status, url).toBe(200);
  return schema.parse(answer.body);
}

/** The NFT with the most versions: it changed hands (or left circulation) at least once. */
async function movedNft(): Promise<{ token: bigint; serial: bigint }> {
  const [row] = await db.query<{ token_id: bigint; serial_number: bigint }>(
    'SELECT token_id, serial_number FROM nft_history WHERE token_id < 900000 GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT 1',
  );
  return { token: row!.token_id, serial: row!.serial_number };
}

describe('GET /api/v1/tokens/{id}/nfts', () => {
  it("pages through every NFT of a token by serial, newest first, and agrees with each NFT's own answer", async () => {
    const { token } = await movedNft();
    const rows = await db.query<{ serial_number: bigint }>(
      'SELECT serial_number FROM nft WHERE token_id = $1 ORDER BY 1 DESC',
      [token],
    );
    const seen: Nft[] = [];
    for (let next: string | null = `/api/v1/tokens/0.0.${token}/nfts?limit=4`; next;) {
      const page: NftsResponse = await ok(next, NftsResponse);
      seen.push(...page.nfts);
      next = page.links.next;
    }
    expect(seen.map((n) => BigInt(n.serial_number))).toEqual(rows.map((r) => r.serial_number));
    const sample = seen[Math.floor(seen.length / 2)]!;
    expect(await ok(`/api/v1/tokens/0.0.${token}/nfts/${sample.serial_number}`, Nft)).toEqual(sample);
  });

  it("lists an owner's NFTs of the token only", async () => {
    const [row] = await db.query<{ token_id: bigint; account_id: bigint; n: bigint }>(
      'SELECT token_id, account_id, count(*) AS n FROM nft WHERE account_id IS NOT NULL GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 1',
    );
    const page = await ok(
      `/api/v1/tokens/0.0.${row!.token_id}/nfts?account.id=0.0.${row!.account_id}&limit=100&order=asc`,
      NftsResponse,
    );
    expect(page.nfts.length).toBe(Number(row!.n));
    expect(page.nfts.every((n) => n.account_id === `0.0.${row!.account_id}`)).toBe(true);
  });

  it('answers 404 for a serial the token never had and 400 for bad ids and serials', async () => {
    const { token } = await movedNft();
    expect((await get(`/api/v1/tokens/0.0.${token}/nfts/999999`)).status).toBe(404);
    expect((await get(`/api/v1/tokens/0.0.${token}/nfts/0`)).body).toEqual({
      _status: { messages: [{ message: 'Invalid parameter: serialnumber' }] },
    });
    expect((await get('/api/v1/tokens/abc/nfts')).body).toEqual({
      _status: { messages: [{ message: 'Invalid parameter: tokenid' }] },
    });
  });
});

describe('GET /api/v1/tokens/{id}/nfts/{serial}/transactions', () => {
  it('tells the NFT story: the mint, then each hand-over from the last owner, in either order', async () => {
    const { token, serial } = await movedNft();
    const url = `/api/v1/tokens/0.0.${token}/nfts/${serial}/transactions`;
    const story = (await ok(`${url}?order=asc&limit=100`, NftTransactionsResponse)).transactions;
    expect(story.length).toBeGreaterThan(1);
    expect(story[0]).toMatchObject({ type: 'TOKENMINT', sender_account_id: null });
    for (let i = 1; i < story.length; i++)
      expect(story[i]!.sender_account_id, story[i]!.type).toBe(story[i - 1]!.receiver_account_id);
    // Newest first by default, one event per page with links.next.
    const pages: string[] = [];
    for (let next: string | null = `${url}?limit=1`; next;) {
      const page: NftTransactionsResponse = await ok(next, NftTransactionsResponse);
      pages.push(...page.transactions.map((t) => t.consensus_timestamp));
      next = page.links.next;
    }
    expect(pages).toEqual(story.map((t) => t.consensus_timestamp).reverse());
  });

  it('ends the story of a burned or wiped NFT with that transaction, to nobody', async () => {
    // A longer ledger than the shared one: NFTs are burned or wiped only now and then.
    const longer = await openMigratedPglite();
    try {
      await generateDemoLedger(longer, { seed: 7, blocks: 200, endTime: new Date('2026-01-01T00:00:00Z') });
      const [gone] = await longer.query<{ token_id: bigint; serial_number: bigint }>(
        'SELECT token_id, serial_number FROM nft WHERE deleted ORDER BY 1, 2 LIMIT 1',
      );
      expect(gone, 'a burned or wiped NFT on a 200-block demo ledger').toBeDefined();
      const answer = await getJson(
        demoContext(longer),
        `/api/v1/tokens/0.0.${gone!.token_id}/nfts/${gone!.serial_number}/transactions?limit=1`,
      );
      const [last] = NftTransactionsResponse.parse(answer.body).transactions;
      expect(['TOKENBURN', 'TOKENWIPE']).toContain(last!.type);
      expect(last!.receiver_account_id).toBeNull();
      expect(last!.sender_account_id).not.toBeNull();
    } finally {
      await longer.close();
    }
  }, 120_000);

  it("answers 206 when the NFT's row lacks its mint, picking the NFT's own transfer out of the transaction", async () => {
    const answer = await get('/api/v1/tokens/0.0.900010/nfts/1/transactions');
    expect(answer.status).toBe(206);
    expect(NftTransactionsResponse.parse(answer.body).transactions).toEqual([
      {
        consensus_timestamp: '0.000002000',
        nonce: 0,
        transaction_id: '0.0.1002-0-000001999',
        type: 'CRYPTOTRANSFER',
        is_approval: true,
        receiver_account_id: '0.0.1001',
        sender_account_id: '0.0.1002',
      },
    ]);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=1');
  });

  it('answers an empty 200 for an NFT with no event in the window', async () => {
    const answer = await get('/api/v1/tokens/0.0.900010/nfts/1/transactions?timestamp=gt:0.000002000');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ transactions: [], links: { next: null } });
  });
});
