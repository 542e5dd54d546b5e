import { decodeMemo } from '@/lib/explorer/memo';

/** Base64 bytes as people read them: text, pretty JSON, a link, or hex when they are binary. */
export function MemoText({ value }: { value: string | null }) {
  const memo = decodeMemo(value);
  switch (memo.kind) {
    case 'empty':
      return <span className="text-slate-600 dark:text-slate-400">none</span>;
    case 'json':
      return <pre className="overflow-x-auto rounded bg-slate-50 p-2 text-xs dark:bg-slate-950">{memo.text}</pre>;
    case 'url':
      return (
        <a
          href={memo.text}
          rel="nofollow noopener noreferrer"
          className="break-all text-sky-700 underline dark:text-sky-400"
        >
          {memo.text}
        </a>
      );
    case 'hex':
      return <span className="break-all font-mono">{memo.hex} (binary)</span>;
    case 'text':
      return <span className="whitespace-pre-wrap break-words">{memo.text}</span>;
  }
}
