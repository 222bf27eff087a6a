import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { sessionStore } from '@dd/shell-kit';
import { renderRemote, testUser } from '@dd/shell-kit/testing';
import AccountRoutes from '../../../routes';
import { fakeInvitationApi } from '../testing/fakeDiariesApi';
import { InvitePage } from './InvitePage';

const PATH = '/invites/tok-123';
const user = { ...testUser, currency: 'USD' };
const openSignedIn = () => renderRemote(AccountRoutes, { mountPath: '/', path: PATH, user });

describe('/invites/:token signed out', () => {
  // As the shell renders a signed-out page: the page alone, no session.
  const openSignedOut = () => {
    sessionStore.signOut();
    return render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[PATH]}>
          <Routes>
            <Route path="/invites/:token" element={<InvitePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };

  it('names who invited the person to which diary, and offers to sign in or sign up, each coming back', async () => {
    const api = fakeInvitationApi({});
    openSignedOut();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invitation');
    expect(await screen.findByText('Olga invited you to Home as editor')).toBeInTheDocument();
    expect(screen.getByText('Expires Dec 13, 2026.')).toBeInTheDocument();
    expect(api.reads[0]!.headers.get('authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Finvites%2Ftok-123',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup?next=%2Finvites%2Ftok-123',
    );
  });

  it('says so, without asking to sign in, when the link can no longer be used', async () => {
    fakeInvitationApi({ view: { valid: false } });
    openSignedOut();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation can no longer be accepted',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('says an unknown link was not found', async () => {
    fakeInvitationApi({ viewRefusal: { status: 404, message: 'Invitation not found' } });
    openSignedOut();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invitation not found');
    expect(screen.getByText(/Ask the person who invited you/)).toBeInTheDocument();
  });
});

describe('/invites/:token signed in', () => {
  it('says who invited the user to which diary as what, and accepts', async () => {
    const api = fakeInvitationApi({});
    openSignedIn();
    expect(await screen.findByText('Olga invited you to Home as editor')).toBeInTheDocument();
    expect(screen.getByText(/Expires Dec 13, 2026\. You are signed in as/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You joined Home as editor.');
    expect(api.accepts).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to Shared diaries' })).toHaveAttribute(
      'href',
      '/profile?tab=shared-diaries',
    );
  });

  it('names "Someone" when the inviter is unknown', async () => {
    fakeInvitationApi({ view: { invitedBy: '', role: 'viewer' } });
    openSignedIn();
    expect(await screen.findByText('Someone invited you to Home as viewer')).toBeInTheDocument();
  });

  it.each([
    [403, 'This invitation is for another e-mail address'],
    [410, 'This invitation has expired'],
  ])(
    'shows a refused acceptance (%i) in the server’s words, with a way on',
    async (status, message) => {
      fakeInvitationApi({ acceptRefusal: { status, message } });
      openSignedIn();
      await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Shared diaries' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to your diary' })).toHaveAttribute(
        'href',
        '/meals',
      );
    },
  );

  it('says an unknown or revoked link was not found', async () => {
    fakeInvitationApi({ viewRefusal: { status: 404, message: 'Invitation not found' } });
    openSignedIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invitation not found');
    expect(screen.getByText(/Ask the person who invited you/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('says a used or expired invitation can no longer be accepted', async () => {
    fakeInvitationApi({ view: { valid: false } });
    openSignedIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation can no longer be accepted',
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });
});
