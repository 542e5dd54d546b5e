/**
 * Reading an opcode trace (GET …/opcodes): which step reverted and why, and the pages a long trace is shown in.
 * Plain functions over the wire rows, so the panel stays a view.
 */
import type { Opcode } from '../schemas/v1/contract-call';
import { decodeRevert, describeRevert } from './evm';

/** Steps per page of the trace table: a few screens of rows, quick to render on a phone. */
export const STEPS_PER_PAGE = 100;

/** The step of a failed transaction that ended it, and its revert reason in words (null without revert data). */
export interface FailingStep {
  index: number;
  reason: string | null;
}

/**
 * The step that made a failed transaction fail: its last REVERT (the outermost frame's, which passes on the reason
 * of any inner revert it bubbles up); without a REVERT (out of gas, an invalid opcode) its last step. Null for a
 * transaction that succeeded — a revert inside it was caught.
 */
export function failingStep(opcodes: readonly Pick<Opcode, 'op' | 'reason'>[], failed: boolean): FailingStep | null {
  if (!failed || opcodes.length === 0) return null;
  let index = opcodes.length - 1;
  for (let i = opcodes.length - 1; i >= 0; i--) {
    if (opcodes[i]!.op === 'REVERT') {
      index = i;
      break;
    }
  }
  const step = opcodes[index]!;
  const revert = step.op === 'REVERT' ? decodeRevert(step.reason) : null;
  return { index, reason: revert && revert.kind !== 'empty' ? describeRevert(revert) : null };
}

/** The page (0-based) a step is on. */
export const pageOfStep = (index: number, perPage = STEPS_PER_PAGE) => Math.floor(index / perPage);

export const pageCount = (steps: number, perPage = STEPS_PER_PAGE) => Math.max(1, Math.ceil(steps / perPage));

/** A memory word's byte offset, as debuggers show it (`0x40`). */
export const memoryOffset = (wordIndex: number) => `0x${(wordIndex * 32).toString(16)}`;
