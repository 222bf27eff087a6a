import { renderRemote } from '@dd/shell-kit/testing';
import MealsRoutes from '../../../routes';

/** The meals remote as the shell mounts it, at `path`. */
export function renderReview(path: string) {
  return renderRemote(MealsRoutes, { mountPath: '/meals', path });
}
