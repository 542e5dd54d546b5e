import { decodedOrNull } from '../../core/uri';
import { defaultContext } from '../context';
import { itemById } from './history';

const ITEM_PAGE = /^\/status\/(incidents|maintenances)\/([^/]+)$/;

/**
 * For the proxy's 404: whether an incident or maintenance page names nothing; null when the path is not such a
 * page. A pure read: checking a link must not refresh health or move maintenances.
 */
export async function isMissingStatusItem(pathname: string): Promise<boolean | null> {
  const match = ITEM_PAGE.exec(pathname);
  if (!match) return null;
  const kind = match[1] === 'incidents' ? 'incident' : 'maintenance';
  const id = decodedOrNull(match[2]!) ?? match[2]!;
  return (await itemById(await defaultContext(), id, kind)) === null;
}
