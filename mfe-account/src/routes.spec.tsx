import { screen } from '@testing-library/react';
import { http, HttpResponse, renderRemote, server, testUser } from '@dd/shell-kit/testing';
import AccountRoutes from './routes';

// The Tags page loads the user's tags, and the diary's people under them; an invitation its view.
beforeEach(() =>
  server.use(
    http.get('/api/tags', () => HttpResponse.json([])),
    http.get('/api/companions', () => HttpResponse.json([])),
    http.get('/api/invites/:token', () =>
      HttpResponse.json({
        diaryName: 'Home',
        invitedBy: 'Olga',
        role: 'editor',
        valid: true,
        expiresAt: '2026-12-13T12:00:00.000Z',
      }),
    ),
  ),
);

// With a currency of its own, the profile form looks up no locale's after the test.
const user = { ...testUser, currency: 'USD' };
const renderAt = (path: string) => renderRemote(AccountRoutes, { mountPath: '/', path, user });

it.each([
  ['/profile', 'Edit Profile'],
  ['/tags', 'Tags'],
  ['/invites/tok-123', 'Invitation'],
])('%s shows the heading %s', (path, heading) => {
  renderAt(path);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
});

it("the profile page overrides the breadcrumbs with its single 'Profile' crumb", () => {
  expect(renderAt('/profile').crumbs()).toEqual([{ label: 'Profile' }]);
});

it("an invitation overrides the breadcrumbs with its single 'Invitation' crumb, not its token", () => {
  expect(renderAt('/invites/tok-123').crumbs()).toEqual([{ label: 'Invitation' }]);
});

it('the tags page keeps the URL-derived breadcrumbs', () => {
  expect(renderAt('/tags').crumbs()).toBeNull();
});

it('any other path goes to the landing page', () => {
  expect(renderAt('/profile/extra').currentPath()).toBe('/');
});

it('an invitation path without its token, or with more, goes to the landing page', () => {
  expect(renderAt('/invites').currentPath()).toBe('/');
});
