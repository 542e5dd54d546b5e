import { decodedOrNull } from '../../core/uri';
import { defaultContext } from '../context';
import { itemById } from './history';
import { publicView } from './public-view';

const ITEM_PAGE = /^\/status\/(incidents|maintenances|components)\/([^/]+)$/;

/**
 * For the proxy's 404: whether an incident, maintenance or component page names nothing; null when the path is not
 * such a page. A pure read: checking a link must not refresh health or move maintenances. A component page exists
 * for the components that have an uptime bar (not for groups).
 */
export async function isMissingStatusItem(pathname: string): Promise<boolean | null> {
  const match = ITEM_PAGE.exec(pathname);
  if (!match) return null;
  const id = decodedOrNull(match[2]!) ?? match[2]!;
  const ctx = await defaultContext();
  if (match[1] === 'components') return !Object.hasOwn((await publicView(ctx)).live.uptime, id);
  return (await itemById(ctx, id, match[1] === 'incidents' ? 'incident' : 'maintenance')) === null;
}
