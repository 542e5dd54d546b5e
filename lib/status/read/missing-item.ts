import { defaultContext } from '../context';
import { itemById } from './history';

const ITEM_PAGE = /^\/status\/(incidents|maintenances)\/([^/]+)$/;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * For the proxy's 404: whether an incident or maintenance page names nothing; null when the path is not such a
 * page. A pure read: checking a link must not refresh health or move maintenances.
 */
export async function isMissingStatusItem(pathname: string, origin: string): Promise<boolean | null> {
  const match = ITEM_PAGE.exec(pathname);
  if (!match) return null;
  const kind = match[1] === 'incidents' ? 'incident' : 'maintenance';
  return (await itemById(await defaultContext(new Request(`${origin}/status`)), decode(match[2]!), kind)) === null;
}
