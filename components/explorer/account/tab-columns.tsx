import type { Column } from '../data-table';
import { Time } from '../time';
import { TokenQuantity, TokenRef } from '../token-quantity';
import { EntityLink, Hbar } from '../values';
import type { TokenAirdrop } from '@/lib/schemas/v1/airdrop';
import type { CryptoAllowance, NftAllowance, TokenAllowance } from '@/lib/schemas/v1/allowance';
import type { Nft } from '@/lib/schemas/v1/nft';
import type { StakingReward } from '@/lib/schemas/v1/reward';
import type { TokenRelationship } from '@/lib/schemas/v1/token-relationship';

// NOT_APPLICABLE: the token has no freeze (KYC) key, so the relationship can never be frozen (needs no KYC).
const FREEZE_WORDS: Record<string, string> = {
  FROZEN: 'frozen',
  UNFROZEN: 'not frozen',
  NOT_APPLICABLE: 'no freeze key',
};
const KYC_WORDS: Record<string, string> = { GRANTED: 'granted', REVOKED: 'revoked', NOT_APPLICABLE: 'no KYC key' };
const statusWords = (words: Record<string, string>, status: string | null | undefined) =>
  status ? (words[status] ?? status.toLowerCase()) : '—';

const tokenLink = (id: string) => <TokenRef tokenId={id} />;
const nftLabel = (id: string, serial: bigint | number) => <TokenRef tokenId={id} serial={serial} />;

export const tokenColumns: Column<TokenRelationship>[] = [
  { header: 'Token', cell: (t) => tokenLink(t.token_id) },
  {
    header: 'Balance',
    align: 'right',
    cell: (t) => <TokenQuantity tokenId={t.token_id} amount={t.balance} decimals={t.decimals} />,
  },
  { header: 'Decimals', align: 'right', wide: true, cell: (t) => (t.decimals === null ? '—' : String(t.decimals)) },
  { header: 'Freeze', cell: (t) => statusWords(FREEZE_WORDS, t.freeze_status) },
  { header: 'KYC', wide: true, cell: (t) => statusWords(KYC_WORDS, t.kyc_status) },
  { header: 'Associated', cell: (t) => (t.created_timestamp ? <Time ts={t.created_timestamp} relative /> : '—') },
];

export const nftColumns: Column<Nft>[] = [
  { header: 'NFT', cell: (n) => nftLabel(n.token_id, n.serial_number) },
  { header: 'Spender', cell: (n) => <EntityLink id={n.spender} /> },
  { header: 'Deleted', cell: (n) => (n.deleted ? 'yes' : 'no') },
  { header: 'Created', cell: (n) => (n.created_timestamp ? <Time ts={n.created_timestamp} relative /> : '—') },
];

export const rewardColumns: Column<StakingReward>[] = [
  { header: 'Paid at', cell: (r) => <Time ts={r.timestamp} /> },
  { header: 'Reward', align: 'right', cell: (r) => <Hbar tinybars={r.amount} /> },
];

export const cryptoAllowanceColumns: Column<CryptoAllowance>[] = [
  { header: 'Spender', cell: (a) => <EntityLink id={a.spender} /> },
  { header: 'Remaining', align: 'right', cell: (a) => <Hbar tinybars={a.amount} /> },
  { header: 'Granted', align: 'right', cell: (a) => <Hbar tinybars={a.amount_granted} /> },
  { header: 'Since', cell: (a) => <Time ts={a.timestamp.from} relative /> },
];

export const tokenAllowanceColumns: Column<TokenAllowance>[] = [
  { header: 'Token', cell: (a) => tokenLink(a.token_id) },
  { header: 'Spender', cell: (a) => <EntityLink id={a.spender} /> },
  { header: 'Remaining', align: 'right', cell: (a) => <TokenQuantity tokenId={a.token_id} amount={a.amount} /> },
  { header: 'Granted', align: 'right', cell: (a) => <TokenQuantity tokenId={a.token_id} amount={a.amount_granted} /> },
  { header: 'Since', cell: (a) => <Time ts={a.timestamp.from} relative /> },
];

export const nftAllowanceColumns: Column<NftAllowance>[] = [
  { header: 'Token', cell: (a) => tokenLink(a.token_id) },
  { header: 'Spender', cell: (a) => <EntityLink id={a.spender} /> },
  { header: 'Scope', cell: (a) => (a.approved_for_all ? 'all serials' : 'listed serials') },
  { header: 'Since', cell: (a) => <Time ts={a.timestamp.from} relative /> },
];

export const airdropColumns: Column<TokenAirdrop>[] = [
  {
    header: 'Token',
    cell: (a) => (a.serial_number === null ? tokenLink(a.token_id) : nftLabel(a.token_id, a.serial_number)),
  },
  { header: 'Sender', cell: (a) => <EntityLink id={a.sender_id} /> },
  { header: 'Receiver', cell: (a) => <EntityLink id={a.receiver_id} /> },
  {
    header: 'Amount',
    align: 'right',
    cell: (a) => (a.serial_number === null ? <TokenQuantity tokenId={a.token_id} amount={a.amount} /> : 'NFT'),
  },
  { header: 'Since', cell: (a) => <Time ts={a.timestamp.from} relative /> },
];
