import { Navigate, type RouteObject } from 'react-router';
import { LandingPage } from '../features/landing';
import { AppLayout, RouteErrorFallback } from '../features/layout';
import { RemoteRoutes } from '../features/remotes';
import { RequireSignIn } from '../features/session/RequireSignIn';
import { lazyPage } from './lazyPage';

const SignupPage = lazyPage(
  () => import('../features/session/routes/SignupPage'),
  (m) => m.SignupPage,
);
const LoginPage = lazyPage(
  () => import('../features/session/routes/LoginPage'),
  (m) => m.LoginPage,
);
const ForgotPasswordPage = lazyPage(
  () => import('../features/session/routes/ForgotPasswordPage'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = lazyPage(
  () => import('../features/session/routes/ResetPasswordPage'),
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
const QueryOutlet = lazyPage(
  () => import('./query/QueryOutlet'),
  (m) => m.QueryOutlet,
);

const remoteErrorElement = <RouteErrorFallback />;

/**
 * The route table (spec §2). Remote feature routes load their code from the
 * remote on first visit; each has its own error boundary so a failing remote
 * only takes down its own page. Account owns two top-level pages, so it is
 * mounted at the root for exactly /profile and /tags.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      {
        // The page area's boundary: nav bar and footer survive any page error.
        errorElement: <RouteErrorFallback />,
        children: [
          { index: true, element: <LandingPage /> },
          {
            // The account pages send their calls as mutations of the app's query cache.
            element: <QueryOutlet />,
            children: [
              { path: 'signup', element: <SignupPage /> },
              { path: 'login', element: <LoginPage /> },
              { path: 'forgot-password', element: <ForgotPasswordPage /> },
              { path: 'reset-password/:token', element: <ResetPasswordPage /> },
            ],
          },
          { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
          { path: 'terms', element: <TermsPage /> },
          {
            element: <RequireSignIn />,
            children: [
              {
                // Only signed-in pages read server data: react-query stays off the landing page.
                element: <QueryOutlet />,
                children: [
                  { path: 'posts', element: <PostListPage /> },
                  { path: 'posts/new', element: <AddPostPage /> },
                  {
                    path: 'restaurants/nearby/*',
                    element: <RemoteRoutes name="mfe_discover" />,
                    errorElement: remoteErrorElement,
                  },
                  {
                    path: 'restaurants/*',
                    element: <RemoteRoutes name="mfe_restaurants" />,
                    errorElement: remoteErrorElement,
                  },
                  {
                    path: 'meals/*',
                    element: <RemoteRoutes name="mfe_meals" />,
                    errorElement: remoteErrorElement,
                  },
                  {
                    element: <RemoteRoutes name="mfe_account" />,
                    errorElement: remoteErrorElement,
                    children: [{ path: 'profile' }, { path: 'tags' }],
                  },
                ],
              },
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];
