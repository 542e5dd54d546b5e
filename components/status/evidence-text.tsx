import { Fragment } from 'react';

/** "block #123" and "transaction 1767225600.123456789" in an automatic incident's text (lib/status/health). */
const EVIDENCE = /\bblock #(\d+)|\btransaction (\d+\.\d{9})\b/g;

/**
 * An incident update's text with the ledger evidence it names linked to the explorer: the blocks around a stall,
 * the transactions around a node's silence. Anything else is the text as written.
 */
export function EvidenceText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(EVIDENCE)) {
    const [whole, block, transaction] = match;
    parts.push(<Fragment key={`t${last}`}>{text.slice(last, match.index)}</Fragment>);
    const href = block !== undefined ? `/blocks/${block}` : `/transactions/${transaction}`;
    parts.push(
      <a key={`a${match.index}`} href={href} className="underline underline-offset-2">
        {whole}
      </a>,
    );
    last = match.index + whole.length;
  }
  parts.push(<Fragment key={`t${last}`}>{text.slice(last)}</Fragment>);
  return <>{parts}</>;
}
