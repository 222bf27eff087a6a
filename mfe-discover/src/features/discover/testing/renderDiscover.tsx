import { renderRemote } from '@dd/shell-kit/testing';
import DiscoverRoutes from '../../../routes';

export const DISCOVER_PATH = '/restaurants/nearby';

/** The discover remote at /restaurants/nearby, as the shell mounts it. */
export function renderDiscover() {
  return renderRemote(DiscoverRoutes, { mountPath: DISCOVER_PATH });
}
