import { definePages } from '@dd/shell-kit';
import { EditProfilePage } from './features/profile/routes/EditProfilePage';
import { tagsWithCountsQuery } from './features/tags/api/tagsApi';
import { TagsPage } from './features/tags/routes/TagsPage';

/**
 * The account remote's pages. It owns two top-level pages, so its mount
 * point is the site root. The profile page reads the signed-in user from
 * the session, which needs no request.
 */
export const accountPages = definePages('mfe_account', [
  { path: 'profile', component: EditProfilePage },
  { path: 'tags', component: TagsPage, queries: () => [tagsWithCountsQuery()] },
]);
