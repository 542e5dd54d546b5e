import { decodeNftMetadata } from '@/lib/explorer/nft-metadata';

/**
 * An NFT's metadata: its text when it is text, else its base64, with the picture when the metadata is an inline
 * image (a data: URL, which the pages' CSP allows; a link to a picture elsewhere is shown as text, never fetched).
 */
export function NftPicture({
  metadata,
  serial,
  size,
}: {
  metadata: string | null;
  serial: bigint | number;
  size: 'tile' | 'page';
}) {
  const { image } = decodeNftMetadata(metadata);
  if (!image) return null;
  const box = size === 'tile' ? 'h-20 w-20' : 'h-40 w-40';
  // A plain img: next/image would send a data: URL through its optimizer for nothing.
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={image}
      alt={`Picture of serial ${serial}, from its metadata`}
      className={`${box} rounded border border-slate-200 bg-white object-contain [image-rendering:pixelated] dark:border-slate-700`}
    />
  );
}

export function NftMetadataText({ metadata, clamp = false }: { metadata: string | null; clamp?: boolean }) {
  const { text, base64 } = decodeNftMetadata(metadata);
  if (!base64) return <span className="text-slate-600 dark:text-slate-400">none</span>;
  const shown = text ?? base64;
  return (
    <span className={`break-all font-mono text-xs ${clamp ? 'line-clamp-2' : ''}`} title={clamp ? shown : undefined}>
      {text === null && <span className="mr-1 font-sans font-medium text-slate-600 dark:text-slate-400">base64</span>}
      {shown}
    </span>
  );
}
