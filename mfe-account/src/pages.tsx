import { definePages } from '@dd/shell-kit';
import { EditProfilePage } from './features/profile/routes/EditProfilePage';
import { invitationQuery } from './features/shared-diaries/api/diariesApi';
import { InvitePage } from './features/shared-diaries/routes/InvitePage';
import { tagsWithCountsQuery } from './features/tags/api/tagsApi';
import { TagsPage } from './features/tags/routes/TagsPage';

/**
 * The account remote's pages. It owns top-level pages, so its mount point
 * is the site root. The profile page reads the signed-in user from the
 * session, which needs no request. An invitation to a shared diary (issue
 * 46) is opened signed out too (REMOTE_PAGES' `signedOut`): then it reads
 * the invitation by its token alone and offers to sign in or sign up.
 */
export const accountPages = definePages('mfe_account', [
  { path: 'profile', component: EditProfilePage },
  { path: 'tags', component: TagsPage, queries: ({ diaryId }) => [tagsWithCountsQuery(diaryId)] },
  {
    path: 'invites/:token',
    component: InvitePage,
    queries: ({ params }) => [invitationQuery(params.token ?? '')],
  },
]);
