import { createHash } from 'node:crypto';
import type { Prng } from './prng';
import type { RowSink } from './sink';

/** Where the chain stands: the last record file written (index -1 and a zero hash before the first). */
export interface BlockTip {
  index: number;
  hash: string;
  consensusEnd: bigint;
  roundEnd: number;
}

export const GENESIS_PREV_HASH = '0'.repeat(96);
export const HAPI_VERSION = { major: 0, minor: 66, patch: 0 } as const;

/** `2026-11-22T03_40_00.123456789Z.rcd.gz` for a consensus timestamp in ns. */
export function recordFileName(ns: bigint): string {
  const seconds = ns / 1_000_000_000n;
  const iso = new Date(Number(seconds) * 1000).toISOString().slice(0, 19).replace(/:/g, '_');
  return `${iso}.${(ns % 1_000_000_000n).toString().padStart(9, '0')}Z.rcd.gz`;
}

/**
 * The open record file: hands out transaction slots inside its interval, tracks count, gas and bloom,
 * and on close writes a record_file row chained to the previous one by hash.
 */
export class BlockBuilder {
  private tip: BlockTip;
  private slotBase = 0n;
  private spacing = 0n;
  private nextSlot = 0;
  private first: bigint | null = null;
  private last = 0n;
  private count = 0;
  private gasUsed = 0n;
  private bloom: Uint8Array | null = null;
  private digest = createHash('sha384');

  constructor(
    private readonly sink: RowSink,
    private readonly prng: Prng,
    tip: BlockTip,
  ) {
    this.tip = { ...tip };
  }

  get current(): BlockTip {
    return { ...this.tip };
  }

  /** Top-level slots handed out in the open block. */
  get slotsUsed(): number {
    return this.nextSlot;
  }

  get isOpen(): boolean {
    return this.spacing > 0n;
  }

  /** Opens a block whose transactions start at `startNs` and fill the first ~3/4 of `intervalNs`. */
  open(startNs: bigint, slots: number, intervalNs: bigint): void {
    this.slotBase = startNs > this.tip.consensusEnd + 1_000n ? startNs : this.tip.consensusEnd + 1_000n;
    this.spacing = (intervalNs * 3n) / 4n / BigInt(Math.max(1, slots));
    this.nextSlot = 0;
    this.first = null;
    this.count = 0;
    this.gasUsed = 0n;
    this.bloom = null;
    this.digest = createHash('sha384').update(this.tip.hash);
  }

  /** The next top-level consensus time; at least 64 ns clear of neighbours so children fit around it. */
  takeSlot(): bigint {
    if (!this.isOpen) throw new Error('demo: no open block');
    const jitter = this.spacing > 256n ? BigInt(this.prng.int(Number(this.spacing / 2n))) : 0n;
    return this.slotBase + BigInt(this.nextSlot++) * this.spacing + 64n + jitter;
  }

  /** Records a transaction in the file; returns its index within the file. */
  addTransaction(ts: bigint, hash: Uint8Array): number {
    this.first ??= ts;
    this.last = ts;
    this.digest.update(hash);
    return this.count++;
  }

  addGas(gas: bigint, bloom: Uint8Array | null): void {
    this.gasUsed += gas;
    if (!bloom || bloom.length === 0) return;
    this.bloom ??= new Uint8Array(256);
    for (let i = 0; i < 256; i++) this.bloom[i]! |= bloom[i] ?? 0;
  }

  /** Writes the record_file row (nothing for an empty block) and closes the block. */
  close(nodeId: number): BlockTip | null {
    this.spacing = 0n;
    if (this.first === null) return null;
    const hash = this.digest.digest('hex');
    const index = this.tip.index + 1;
    const rounds = 1 + this.prng.int(3);
    const seconds = this.last / 1_000_000_000n;
    this.sink.add('record_file', {
      name: recordFileName(this.first),
      load_start: seconds + 2n,
      load_end: seconds + 3n,
      hash,
      prev_hash: this.tip.hash,
      consensus_start: this.first,
      consensus_end: this.last,
      count: this.count,
      digest_algorithm: 0,
      hapi_version_major: HAPI_VERSION.major,
      hapi_version_minor: HAPI_VERSION.minor,
      hapi_version_patch: HAPI_VERSION.patch,
      version: 6,
      file_hash: createHash('sha384').update(`${hash}:file`).digest('hex'),
      index,
      gas_used: this.gasUsed,
      logs_bloom: this.bloom ?? new Uint8Array(0),
      size: 1_200 + this.count * 430 + this.prng.int(400),
      sidecar_count: this.gasUsed > 0n ? 1 : 0,
      node_id: nodeId,
      software_version_major: HAPI_VERSION.major,
      software_version_minor: HAPI_VERSION.minor,
      software_version_patch: HAPI_VERSION.patch,
      round_start: this.tip.roundEnd + 1,
      round_end: this.tip.roundEnd + rounds,
    });
    this.tip = { index, hash, consensusEnd: this.last, roundEnd: this.tip.roundEnd + rounds };
    return this.current;
  }
}
