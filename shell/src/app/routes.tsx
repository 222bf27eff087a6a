import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { REMOTE_PAGES, type RemoteName } from '@dd/contracts';
import { RequireSignIn, SignedOutOnly } from '@dd/shell-kit';
import { AppLayout } from '../features/layout';
import { AccountPagesOnly, RequireSignInUnlessOpen } from './AccountPagesOnly';
import { lazyPage } from './lazyPage';

/** The remotes mounted on a path of their own ('/meals/*'); the account remote serves top-level pages. */
const MOUNTED_REMOTES = REMOTE_PAGES.filter(({ path }) => path.endsWith('/*'));

// The account pages share one chunk: a visitor who opens one often goes on to another.
const SignupPage = lazyPage(
  () => import('../features/session'),
  (m) => m.SignupPage,
);
const LoginPage = lazyPage(
  () => import('../features/session'),
  (m) => m.LoginPage,
);
const ForgotPasswordPage = lazyPage(
  () => import('../features/session'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = lazyPage(
  () => import('../features/session'),
  (m) => m.ResetPasswordPage,
);
const PrivacyPolicyPage = lazyPage(
  () => import('../features/legal'),
  (m) => m.PrivacyPolicyPage,
);
const TermsPage = lazyPage(
  () => import('../features/legal'),
  (m) => m.TermsPage,
);
const PostListPage = lazyPage(
  () => import('../features/posts'),
  (m) => m.PostListPage,
);
const AddPostPage = lazyPage(
  () => import('../features/posts'),
  (m) => m.AddPostPage,
);
// Not through the feature's index: the entry loads that one, for the service worker.
const SyncPage = lazyPage(
  () => import('../features/offline/routes/SyncPage'),
  (m) => m.SyncPage,
);
// Ready once the user's stored answers and the page's rendered ones are in
// the cache (queryCacheReady): the pages' first queries start from them.
const QueryOutlet = lazyPage(
  () =>
    import(/* webpackChunkName: "signed-in-page" */ './query/QueryOutlet').then(async (m) => {
      await m.queryCacheReady();
      return m;
    }),
  (m) => m.QueryOutlet,
);

/** What shows a remote's pages: features/remotes' RemotePage where remotes load (the landing build has none). */
export type RemotePageComponent = ComponentType<{ name: RemoteName }>;

/**
 * The pages each entry provides in its own way: the remotes' (none in the
 * landing build), and the landing page (bundled where it is the page, loaded
 * on demand in the shell's build, where `/` is seldom opened).
 */
export interface EntryPages {
  remotePage: RemotePageComponent;
  landingPage: ComponentType;
}

/**
 * The route table (product spec §2). The page area (in AppLayout) and every remote
 * route have their own error boundary, so a failing page or remote only takes
 * down its own page. Remote feature routes load their code from the remote on
 * first visit.
 */
export function AppRoutes({ remotePage: RemotePage, landingPage: LandingPage }: EntryPages) {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingPage />} />
        {/* The account pages send their calls as mutations of the app's query cache. */}
        <Route element={<QueryOutlet />}>
          <Route element={<SignedOutOnly />}>
            <Route path="signup" element={<SignupPage />} />
            <Route path="login" element={<LoginPage />} />
          </Route>
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password/:token" element={<ResetPasswordPage />} />
        </Route>
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route element={<RequireSignIn />}>
          {/* Only signed-in pages read server data: react-query stays off the landing page. */}
          <Route element={<QueryOutlet />}>
            <Route path="posts" element={<PostListPage />} />
            <Route path="posts/new" element={<AddPostPage />} />
            <Route path="sync" element={<SyncPage />} />
            {MOUNTED_REMOTES.map(({ path, remote }) => (
              <Route key={path} path={path.slice(1)} element={<RemotePage name={remote} />} />
            ))}
          </Route>
        </Route>
        {/*
          Every other path. The account remote owns pages at the site root
          (/profile, /tags, /invites/:token) and tells them apart itself, so it is mounted on the
          root splat, where its <Routes> sees the whole path; any other path goes to /.
          An invitation is opened signed out too (it offers to sign in or sign up).
        */}
        <Route element={<AccountPagesOnly otherwise="/" />}>
          <Route element={<RequireSignInUnlessOpen />}>
            <Route element={<QueryOutlet />}>
              <Route path="*" element={<RemotePage name="mfe_account" />} />
            </Route>
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
