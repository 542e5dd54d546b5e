import { createHash } from 'node:crypto';
import { proto } from '@hiero-ledger/proto';
import { long } from './proto-long';
import {
  Account,
  ADDRESS_BOOK_FILE,
  EXCHANGE_RATE_FILE,
  FEE_SCHEDULE_FILE,
  NODE_COUNT,
  SIMPLE_FEE_SCHEDULE_FILE,
  TOTAL_SUPPLY_TINYBARS,
} from './constants';
import { ed25519Key } from './keys';
import type { Ledger } from './ledger';
import type { Prng } from './prng';
import { range, type RowSink } from './sink';
import { newEntity, type LedgerState } from './state';
import { fileUpdate, updateExchangeRate, updateFeeSchedule } from './system-files';

const NODE_HOSTS = ['Alder', 'Birch', 'Cedar', 'Dogwood', 'Elm', 'Fir', 'Ginkgo'];

/** System accounts and files that exist before the first block (the caller writes the genesis balance snapshot). */
export function createGenesis(state: LedgerState, sink: RowSink, prng: Prng, genesisTs: bigint): void {
  const accounts = [
    Account.TREASURY,
    ...nodeAccounts(),
    Account.FEE_COLLECTOR,
    Account.STAKING_REWARD,
    Account.NODE_REWARD,
  ];
  for (const id of accounts) {
    const key = id === Account.STAKING_REWARD || id === Account.NODE_REWARD ? null : ed25519Key(prng);
    state.entities.set(id, newEntity(id, 'ACCOUNT', genesisTs, { key, memo: systemMemo(id) }));
  }
  for (const id of [101, ADDRESS_BOOK_FILE, FEE_SCHEDULE_FILE, EXCHANGE_RATE_FILE, SIMPLE_FEE_SCHEDULE_FILE]) {
    state.entities.set(id, newEntity(id, 'FILE', genesisTs, { key: ed25519Key(prng), memo: '' }));
  }
  // Hbar is never minted: balances start from the genesis snapshot and move only by transfers.
  state.entity(Account.TREASURY).balance = TOTAL_SUPPLY_TINYBARS;
  keepNodes(state, prng, genesisTs);
}

export function nodeAccounts(): number[] {
  return Array.from({ length: NODE_COUNT }, (_, n) => n + 3);
}

function systemMemo(id: number): string {
  if (id === Account.TREASURY) return 'treasury';
  if (id === Account.FEE_COLLECTOR) return 'fee collection account';
  if (id === Account.STAKING_REWARD) return 'staking reward account';
  if (id === Account.NODE_REWARD) return 'node reward account';
  return `node ${id - 3} account`;
}

/** The consensus nodes as created at genesis; their rows are written by writeConsensusNodes, after any update. */
function keepNodes(state: LedgerState, prng: Prng, ts: bigint): void {
  for (let n = 0; n < NODE_COUNT; n++) {
    state.consensusNodes.set(n, {
      admin_key: ed25519Key(prng).protobuf,
      created_timestamp: ts,
      deleted: false,
      node_id: n,
      timestamp_range: range(ts),
      decline_reward: n % 3 === 2,
      grpc_proxy_endpoint: { domain_name: `grpc-web.node${n}.demo.hiero.local`, ip_address_v4: '', port: 443 },
      account_id: n + 3,
    });
  }
}

export function writeConsensusNodes(sink: RowSink, state: LedgerState): void {
  for (const row of state.consensusNodes.values()) sink.add('node', row);
}

interface NodeInfo {
  nodeId: number;
  publicKey: string;
  certHash: Uint8Array;
  stake: bigint;
  endpoints: { ip: string; port: number }[];
}

function nodeInfos(prng: Prng): NodeInfo[] {
  return Array.from({ length: NODE_COUNT }, (_, n) => ({
    nodeId: n,
    // An RSA-3072 SubjectPublicKeyInfo prefix followed by key material, as hex (as the address book has it).
    publicKey: `308201a2300d06092a864886f70d01010105000382018f003082018a0282018100${Buffer.from(prng.bytes(384)).toString('hex')}0203010001`,
    // The address book carries the certificate hash as the ASCII of its hex digest.
    certHash: new TextEncoder().encode(createHash('sha384').update(prng.bytes(48)).digest('hex')),
    stake: prng.bigBetween(500_000_000n, 2_000_000_000n) * 10_000_000n,
    endpoints: [
      { ip: `192.0.2.${10 + n}`, port: 50211 },
      { ip: `192.0.2.${10 + n}`, port: 50212 },
    ],
  }));
}

/** The first block's system transactions: address book, exchange rates, fee schedule, node stakes. */
export function writeSystemFiles(l: Ledger): void {
  const infos = nodeInfos(l.prng);
  const book = proto.NodeAddressBook.encode({
    nodeAddress: infos.map((i) => ({
      nodeId: long(i.nodeId),
      nodeAccountId: { accountNum: long(i.nodeId + 3) },
      RSA_PubKey: i.publicKey,
      nodeCertHash: i.certHash,
      description: `Hosted by ${NODE_HOSTS[i.nodeId]} Demo Hosting`,
      stake: long(Number(i.stake)),
      serviceEndpoint: i.endpoints.map((e) => ({
        ipAddressV4: Uint8Array.from(e.ip.split('.').map(Number)),
        port: e.port,
      })),
    })),
  }).finish();
  const bookTs = fileUpdate(l, ADDRESS_BOOK_FILE, () => book);
  writeAddressBook(l.sink, infos, bookTs + 1n, book);
  updateExchangeRate(l);
  updateFeeSchedule(l);
}

function writeAddressBook(sink: RowSink, infos: NodeInfo[], ts: bigint, data: Uint8Array): void {
  sink.add('address_book', {
    start_consensus_timestamp: ts,
    end_consensus_timestamp: null,
    file_id: ADDRESS_BOOK_FILE,
    node_count: infos.length,
    file_data: data,
  });
  for (const i of infos) {
    sink.add('address_book_entry', {
      consensus_timestamp: ts,
      memo: `0.0.${i.nodeId + 3}`,
      public_key: i.publicKey,
      node_id: i.nodeId,
      node_account_id: i.nodeId + 3,
      node_cert_hash: i.certHash,
      description: `Hosted by ${NODE_HOSTS[i.nodeId]} Demo Hosting`,
      stake: i.stake,
    });
    for (const e of i.endpoints) {
      sink.add('address_book_service_endpoint', {
        consensus_timestamp: ts,
        ip_address_v4: e.ip,
        node_id: i.nodeId,
        port: e.port,
        domain_name: '',
      });
    }
  }
}
