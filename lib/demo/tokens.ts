import { Account, Result, TINYBARS_PER_HBAR, TxType } from './constants';
import { feeFor, pickOther, pickPayer } from './fees';
import { ed25519Key } from './keys';
import type { AssessedFee, Ledger, NftMove, TokenMove } from './ledger';
import { range, type RowSink } from './sink';
import {
  newEntity,
  type HbarFee,
  type LedgerState,
  type NftState,
  type TokenAccountState,
  type TokenState,
} from './state';

const FUNGIBLE_NAMES = [
  ['Demo Dollar', 'DUSD'],
  ['Carbon Credit', 'CRBN'],
  ['Loyalty Point', 'LOYAL'],
  ['Gold Gram', 'GGRAM'],
  ['Wrapped Ether', 'WETH'],
  ['Sauce Token', 'SAUCE'],
  ['Energy Unit', 'KWH'],
  ['Game Gem', 'GEM'],
] as const;
const NFT_NAMES = [
  ['Hiero Punks', 'HPUNK'],
  ['Concert Tickets', 'TIX'],
  ['Land Parcels', 'LAND'],
  ['Art Prints', 'ART'],
  ['Membership Pass', 'PASS'],
] as const;

/** TOKENCREATION: the token entity, its treasury association and (fungible) the initial supply. */
export function createToken(l: Ledger, nft: boolean): void {
  const treasury = pickPayer(l, 200n * TINYBARS_PER_HBAR);
  if (treasury === undefined) return;
  const ctx = l.topLevel(treasury);
  const id = l.state.allocateId();
  const [name, symbol] = nft
    ? NFT_NAMES[l.state.tokens.size % NFT_NAMES.length]!
    : FUNGIBLE_NAMES[l.state.tokens.size % FUNGIBLE_NAMES.length]!;
  const decimals = nft ? 0 : l.prng.pick([0, 2, 6, 8]);
  const initialSupply = nft ? 0n : BigInt(l.prng.between(1_000_000, 1_000_000_000)) * 10n ** BigInt(decimals);
  const adminKey = ed25519Key(l.prng);
  const token: TokenState = {
    id,
    type: nft ? 'NON_FUNGIBLE_UNIQUE' : 'FUNGIBLE_COMMON',
    name: l.state.tokens.size >= FUNGIBLE_NAMES.length ? `${name} ${id}` : name,
    symbol,
    decimals,
    treasury,
    createdTs: ctx.ts,
    modifiedTs: ctx.ts,
    initialSupply,
    totalSupply: initialSupply,
    maxSupply: nft && l.prng.chance(0.5) ? 10_000n : null,
    supplyKey: ed25519Key(l.prng).protobuf,
    adminKey: adminKey.protobuf,
    nextSerial: 1,
    hbarFee: l.prng.chance(0.3)
      ? {
          amount: BigInt(l.prng.between(1, 50)) * 1_000_000n,
          collector: pickOther(l, treasury) ?? Account.FEE_COLLECTOR,
        }
      : null,
  };
  l.state.tokens.set(id, token);
  l.state.entities.set(
    id,
    newEntity(id, 'TOKEN', ctx.ts, {
      key: adminKey,
      memo: `${token.name} token`,
      autoRenewPeriod: 7_776_000,
      expirationTs: ctx.ts + 7_776_000_000_000_000n,
    }),
  );
  associateAccount(l, treasury, id, ctx.ts, false);
  const moves: TokenMove[] = initialSupply > 0n ? [{ tokenId: id, account: treasury, amount: initialSupply }] : [];
  if (initialSupply > 0n) l.state.tokenAccount(treasury, id)!.balance = initialSupply;
  l.emit(ctx, {
    type: TxType.TOKENCREATION,
    entityId: id,
    fee: feeFor(l, TxType.TOKENCREATION),
    tokenTransfers: moves,
    maxFee: 5_000_000_000_000n,
  });
}

function associateAccount(
  l: Ledger,
  account: number,
  tokenId: number,
  ts: bigint,
  automatic: boolean,
): TokenAccountState {
  const ta: TokenAccountState = { accountId: account, tokenId, balance: 0n, createdTs: ts, modifiedTs: ts, automatic };
  l.state.addTokenAccount(ta);
  return ta;
}

function randomToken(l: Ledger, type?: TokenState['type']): TokenState | undefined {
  const tokens = [...l.state.tokens.values()].filter((t) => !type || t.type === type);
  return tokens.length > 0 ? l.prng.pick(tokens) : undefined;
}

/** TOKENASSOCIATE of a user with a token it does not hold yet. */
export function associate(l: Ledger): void {
  const token = randomToken(l);
  const account = pickPayer(l, 10n * TINYBARS_PER_HBAR);
  if (!token || account === undefined || l.state.tokenAccount(account, token.id)) return;
  const ctx = l.topLevel(account);
  associateAccount(l, account, token.id, ctx.ts, false);
  l.emit(ctx, { type: TxType.TOKENASSOCIATE, entityId: account, fee: feeFor(l, TxType.TOKENASSOCIATE) });
}

/** TOKENMINT to the treasury: fungible units, or a few NFT serials (nft rows, nft_transfer from nobody). */
export function mint(l: Ledger): void {
  const token = randomToken(l);
  if (!token || l.balanceOf(token.treasury) < 10n * TINYBARS_PER_HBAR) return;
  const ctx = l.topLevel(token.treasury);
  const ta = l.state.tokenAccount(token.treasury, token.id)!;
  if (token.type === 'FUNGIBLE_COMMON') {
    const amount = BigInt(l.prng.between(1_000, 1_000_000)) * 10n ** BigInt(token.decimals);
    token.totalSupply += amount;
    ta.balance += amount;
    l.emit(ctx, {
      type: TxType.TOKENMINT,
      entityId: token.id,
      fee: feeFor(l, TxType.TOKENMINT),
      tokenTransfers: [{ tokenId: token.id, account: token.treasury, amount }],
    });
    return;
  }
  const moves: NftMove[] = [];
  for (let i = l.prng.between(1, 5); i > 0 && (token.maxSupply === null || token.totalSupply < token.maxSupply); i--) {
    const serial = token.nextSerial++;
    const seed = l.prng.bytes(16);
    const metadata = new TextEncoder().encode(
      token.symbol === 'ART' ? printPreview(seed) : `ipfs://bafy${Buffer.from(seed).toString('hex')}/${serial}.json`,
    );
    l.state.nfts.set(`${token.id}/${serial}`, {
      tokenId: token.id,
      serial,
      owner: token.treasury,
      createdTs: ctx.ts,
      modifiedTs: ctx.ts,
      metadata,
    });
    moves.push({ tokenId: token.id, serial, sender: null, receiver: token.treasury });
    token.totalSupply += 1n;
  }
  ta.balance += BigInt(moves.length);
  l.emit(ctx, { type: TxType.TOKENMINT, entityId: token.id, fee: feeFor(l, TxType.TOKENMINT), nftTransfers: moves });
}

/**
 * An Art Print's metadata is its picture inline (as some collections store small art on chain), so the explorer has
 * NFTs whose metadata it can show as an image: a data: URL of a 4×4 GIF, one colour on a light ground in a
 * left-right mirrored pattern, drawn from the serial's random bytes. 90 bytes, within the 100 a serial's metadata may
 * have. The LZW codes stay 3 bits wide (a clear code after every two pixels), so no compression is needed.
 */
function printPreview(seed: Uint8Array): string {
  const [pattern = 0, r = 0, g = 0, b = 0] = seed;
  const pixels = Array.from({ length: 16 }, (_, i) => {
    const [row, col] = [Math.floor(i / 4), i % 4];
    return (pattern >> (row * 2 + Math.min(col, 3 - col))) & 1;
  });
  const codes = [...pixels.flatMap((p, i) => (i % 2 === 0 ? [4, p] : [p])), 5];
  const data = new Uint8Array(Math.ceil((codes.length * 3) / 8));
  codes.forEach((code, i) => {
    for (let bit = 0; bit < 3; bit++) if ((code >> bit) & 1) data[(i * 3 + bit) >> 3]! |= 1 << ((i * 3 + bit) & 7);
  });
  const gif = [
    ...Buffer.from('GIF89a'),
    4,
    0,
    4,
    0,
    0x81,
    0,
    0,
    0xf1,
    0xf5,
    0xf9,
    r & 0x9f,
    g & 0x9f,
    b & 0x9f,
    0,
    0,
    0,
    0,
    0,
    0,
    0x2c,
    0,
    0,
    0,
    0,
    4,
    0,
    4,
    0,
    0,
    2,
    data.length,
    ...data,
    0,
    0x3b,
  ];
  return `data:image/gif;base64,${Buffer.from(gif).toString('base64')}`;
}

/** A holder sends units of a fungible token to an associated account; custom hbar fees are assessed. */
export function tokenTransfer(l: Ledger): void {
  const token = randomToken(l, 'FUNGIBLE_COMMON');
  if (!token) return;
  const from = l.state.tokenAccount(token.treasury, token.id)!;
  const holder = l.prng.chance(0.5) ? from : (holderOf(l, token.id) ?? from);
  const to = pickReceiver(l, token.id, holder.accountId);
  if (to === undefined || holder.balance <= 0n || l.balanceOf(holder.accountId) < 10n * TINYBARS_PER_HBAR) return;
  const receiver = l.state.tokenAccount(to, token.id);
  const ctx = l.topLevel(holder.accountId);
  if (!receiver) {
    l.emit(ctx, {
      type: TxType.CRYPTOTRANSFER,
      result: Result.TOKEN_NOT_ASSOCIATED_TO_ACCOUNT,
      fee: feeFor(l, TxType.CRYPTOTRANSFER),
    });
    return;
  }
  const amount = holder.balance / BigInt(l.prng.between(10, 1000)) + 1n;
  holder.balance -= amount;
  receiver.balance += amount;
  const { transfers, assessedFees } = hbarCustomFee(token.hbarFee, holder.accountId);
  l.emit(ctx, {
    type: TxType.CRYPTOTRANSFER,
    fee: feeFor(l, TxType.CRYPTOTRANSFER),
    tokenTransfers: [
      { tokenId: token.id, account: holder.accountId, amount: -amount },
      { tokenId: token.id, account: to, amount },
    ],
    transfers,
    assessedFees,
  });
}

/** Usually an account associated with the token; now and then one that is not (the transfer fails). */
function pickReceiver(l: Ledger, tokenId: number, not: number): number | undefined {
  const holders = l.state.tokenHolders.get(tokenId) ?? [];
  if (holders.length > 1 && l.prng.chance(0.95)) {
    const to = l.prng.pick(holders);
    return to === not ? undefined : to;
  }
  return pickOther(l, not);
}

/** A fixed hbar custom fee (a token's or a topic's) as the payer's transfers and the assessed fee. */
export function hbarCustomFee(
  fee: HbarFee | null,
  payer: number,
): { transfers: [number, bigint][]; assessedFees: AssessedFee[] } {
  if (!fee || fee.collector === payer) return { transfers: [], assessedFees: [] };
  return {
    transfers: [
      [payer, -fee.amount],
      [fee.collector, fee.amount],
    ],
    assessedFees: [{ amount: fee.amount, collector: fee.collector, tokenId: null, effectivePayers: [payer] }],
  };
}

function holderOf(l: Ledger, tokenId: number): TokenAccountState | undefined {
  const users = l.state.users;
  for (let i = 0; i < 6; i++) {
    const ta = l.state.tokenAccount(l.prng.pick(users), tokenId);
    if (ta && ta.balance > 0n) return ta;
  }
  return undefined;
}

/** An NFT changes hands; the previous owner's version goes to nft_history. */
export function nftTransfer(l: Ledger): void {
  const token = randomToken(l, 'NON_FUNGIBLE_UNIQUE');
  if (!token || token.nextSerial === 1) return;
  const nft = l.state.nfts.get(`${token.id}/${1 + l.prng.int(token.nextSerial - 1)}`);
  const to = nft ? pickReceiver(l, token.id, nft.owner) : undefined;
  if (
    !nft ||
    to === undefined ||
    !l.state.tokenAccount(to, token.id) ||
    l.balanceOf(nft.owner) < 10n * TINYBARS_PER_HBAR
  )
    return;
  const ctx = l.topLevel(nft.owner);
  const move: NftMove = { tokenId: token.id, serial: nft.serial, sender: nft.owner, receiver: to };
  moveNft(l, nft, to, ctx.ts);
  const { transfers, assessedFees } = hbarCustomFee(token.hbarFee, move.sender!);
  l.emit(ctx, {
    type: TxType.CRYPTOTRANSFER,
    fee: feeFor(l, TxType.CRYPTOTRANSFER),
    nftTransfers: [move],
    transfers,
    assessedFees,
  });
}

/**
 * An NFT leaves circulation: TOKENBURN when the treasury holds it, TOKENWIPE (by the token's treasury, holder of
 * its keys) when an account does. Its last owned version goes to nft_history and its final row is a deleted one
 * owned by nobody; the serial is never reused.
 */
export function destroyNft(l: Ledger): void {
  const token = randomToken(l, 'NON_FUNGIBLE_UNIQUE');
  if (!token || token.nextSerial === 1 || l.balanceOf(token.treasury) < 10n * TINYBARS_PER_HBAR) return;
  // Half the time look for one a holder has (most NFTs stay with the treasury): a few draws, as holderOf does.
  const wipe = l.prng.chance(0.5);
  let nft: NftState | undefined;
  for (let i = 0; i < 6 && (!nft || (nft.owner !== token.treasury) !== wipe); i++) {
    nft = l.state.nfts.get(`${token.id}/${1 + l.prng.int(token.nextSerial - 1)}`) ?? nft;
  }
  if (!nft) return;
  const key = `${token.id}/${nft.serial}`;
  const type = nft.owner === token.treasury ? TxType.TOKENBURN : TxType.TOKENWIPE;
  const ctx = l.topLevel(token.treasury);
  l.sink.add('nft_history', nftRow(nft, ctx.ts));
  l.state.tokenAccount(nft.owner, token.id)!.balance -= 1n;
  token.totalSupply -= 1n;
  l.state.nfts.delete(key);
  l.sink.add('nft', { ...nftRow({ ...nft, modifiedTs: ctx.ts }, null), account_id: null, deleted: true });
  const move: NftMove = { tokenId: token.id, serial: nft.serial, sender: nft.owner, receiver: null };
  l.emit(ctx, { type, entityId: token.id, fee: feeFor(l, type), nftTransfers: [move] });
}

export function moveNft(l: Ledger, nft: NftState, to: number, ts: bigint): void {
  l.sink.add('nft_history', nftRow(nft, ts));
  l.state.tokenAccount(nft.owner, nft.tokenId)!.balance -= 1n;
  l.state.tokenAccount(to, nft.tokenId)!.balance += 1n;
  nft.owner = to;
  nft.modifiedTs = ts;
}

function nftRow(n: NftState, until: bigint | null) {
  return {
    account_id: n.owner,
    created_timestamp: n.createdTs,
    deleted: false,
    metadata: n.metadata,
    serial_number: n.serial,
    token_id: n.tokenId,
    spender: null,
    timestamp_range: range(n.modifiedTs, until),
  };
}

/** Final token, token_account, nft and custom_fee rows (batch mode, at the end). */
export function writeTokenState(sink: RowSink, state: LedgerState, balanceTs: bigint): void {
  for (const t of state.tokens.values()) {
    sink.add('token', {
      token_id: t.id,
      created_timestamp: t.createdTs,
      decimals: t.decimals,
      freeze_default: false,
      initial_supply: t.initialSupply,
      name: t.name,
      supply_key: t.supplyKey,
      symbol: t.symbol,
      total_supply: t.totalSupply,
      treasury_account_id: t.treasury,
      max_supply: t.maxSupply ?? 9_223_372_036_854_775_807n,
      supply_type: t.maxSupply === null ? 'INFINITE' : 'FINITE',
      type: t.type,
      pause_status: 'NOT_APPLICABLE',
      timestamp_range: range(t.modifiedTs),
      freeze_status: 0,
      kyc_status: 0,
      metadata: new Uint8Array(0),
    });
    sink.add('custom_fee', {
      fixed_fees: t.hbarFee
        ? [
            {
              amount: Number(t.hbarFee.amount),
              collector_account_id: t.hbarFee.collector,
              all_collectors_are_exempt: false,
            },
          ]
        : null,
      timestamp_range: range(t.createdTs),
      entity_id: t.id,
    });
  }
  for (const ta of state.tokenAccounts.values()) {
    sink.add('token_account', {
      account_id: ta.accountId,
      associated: true,
      automatic_association: ta.automatic,
      created_timestamp: ta.createdTs,
      freeze_status: 0,
      kyc_status: 0,
      timestamp_range: range(ta.modifiedTs),
      token_id: ta.tokenId,
      balance: ta.balance,
      balance_timestamp: balanceTs,
    });
  }
  for (const n of state.nfts.values()) sink.add('nft', nftRow(n, null));
}

export { associateAccount };
