import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@dd/shell-kit';
import { answer, HttpResponse } from '@dd/shell-kit/testing';
import {
  exportStatus,
  fakeExportsApi,
  fakeImportsApi,
  renderProfilePage as renderProfile,
} from '../testing/fakeYourDataApi';
import { fakeShareLinksApi } from '../testing/fakeShareLinksApi';

async function openYourData() {
  renderProfile();
  await userEvent.click(screen.getByRole('tab', { name: 'Your data' }));
  // The tab's code loads on first open: slower than one render on a busy machine.
  return screen.findByRole('heading', { name: 'Download your data' }, { timeout: 5000 });
}

// The import and share-links sections ask for their lists as the tab opens.
beforeEach(() => {
  fakeImportsApi();
  fakeShareLinksApi();
});

// Polling runs on real timers (one request a second); a busy machine needs more than Jest's 5 s.
const SLOW_TEST_MS = 20_000;

const exportSection = () => screen.getByRole('region', { name: 'Download your data' });

describe('Your data: export', () => {
  it(
    "is a third tab after the spec's two (before Shared diaries), and loads nothing until opened",
    async () => {
      const polls = answer('get', '/api/exports', () => HttpResponse.json([]));
      renderProfile();
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Edit Profile',
        'Change Password',
        'Your data',
        'Shared diaries',
      ]);
      expect(polls).toHaveLength(0);
      await userEvent.click(screen.getByRole('tab', { name: 'Your data' }));
      expect(
        await screen.findByRole('button', { name: 'Export my data' }, { timeout: 5000 }),
      ).toBeEnabled();
      expect(polls.length).toBeGreaterThan(0);
    },
    SLOW_TEST_MS,
  );

  it(
    'starts an export, shows its progress and offers the download when it is ready',
    async () => {
      const ready = exportStatus({
        state: 'ready',
        progress: 100,
        size: 3 * 1024 * 1024,
        expiresAt: '2026-11-23T10:00:00.000Z',
      });
      const { starts } = fakeExportsApi({
        started: exportStatus({ state: 'queued' }),
        progress: [exportStatus({ state: 'running', progress: 40 }), ready],
      });
      const links = answer('post', '/api/exports/e1/download-link', () =>
        HttpResponse.json({
          url: '/api/exports/e1/file?ticket=t',
          expiresAt: '2026-11-22T10:05:00Z',
        }),
      );
      const clicks = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      await openYourData();

      await userEvent.click(screen.getByRole('button', { name: 'Export my data' }));
      expect(starts).toHaveLength(1);
      expect(await within(exportSection()).findByRole('progressbar')).toHaveAttribute(
        'aria-valuenow',
        '0',
      );
      expect(
        await screen.findByText('Preparing your export… 40%', {}, { timeout: 3000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

      const download = await screen.findByRole(
        'button',
        { name: 'Download zip' },
        { timeout: 4000 },
      );
      expect(
        within(exportSection()).getByText(/^Ready: 3\.0 MB, available until /),
      ).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      await userEvent.click(download);
      await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
      expect(links).toHaveLength(1);
      expect((clicks.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe(
        '/api/exports/e1/file?ticket=t',
      );
      clicks.mockRestore();
    },
    SLOW_TEST_MS,
  );

  it('shows why an export failed and lets it be tried again', async () => {
    fakeExportsApi({
      latest: exportStatus({
        state: 'failed',
        message: 'The export could not be finished. Please try again.',
      }),
    });
    await openYourData();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export could not be finished. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Export again' })).toBeEnabled();
  });

  it('shows the server message when an export cannot start', async () => {
    answer('get', '/api/exports', () => HttpResponse.json([]));
    answer('post', '/api/exports', () =>
      HttpResponse.json({ message: 'Your categories cannot be read right now.' }, { status: 503 }),
    );
    await openYourData();
    await userEvent.click(await screen.findByRole('button', { name: 'Export my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to start the export: Your categories cannot be read right now.',
    );
  });

  it('follows the export already under way when another tab started one', async () => {
    const running = exportStatus({ id: 'e-other-tab', state: 'running', progress: 40 });
    let started = false;
    answer('get', '/api/exports', () => HttpResponse.json(started ? [running] : []));
    const posts = answer('post', '/api/exports', () => {
      started = true;
      return HttpResponse.json(
        { message: 'An export is already under way. Wait for it to finish.', id: running.id },
        { status: 409 },
      );
    });
    await openYourData();
    await userEvent.click(await screen.findByRole('button', { name: 'Export my data' }));
    expect(await within(exportSection()).findByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });

  it('says when the exports cannot be loaded', async () => {
    answer('get', '/api/exports', () => HttpResponse.json({ message: 'down' }, { status: 500 }));
    await openYourData();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your exports');
  });
});

describe('Your data: delete my account', () => {
  const deleteForm = () => screen.getByRole('form', { name: 'Delete my account' });

  it('asks for the password and a confirmation, then signs out', async () => {
    answer('get', '/api/exports', () => HttpResponse.json([]));
    const deletions = answer('post', '/api/auth/delete-account', () =>
      HttpResponse.json({ message: 'Account deleted' }),
    );
    const view = await openYourData();
    expect(view).toBeInTheDocument();
    const submit = within(deleteForm()).getByRole('button', { name: 'Delete my account' });
    expect(submit).toBeDisabled();

    await userEvent.type(within(deleteForm()).getByLabelText(/^Password/), 'correct horse');
    await userEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(sessionStore.getToken()).toBeNull());
    expect(deletions.map((request) => request.body)).toEqual([{ password: 'correct horse' }]);
  });

  it('keeps the session and shows the server message for a wrong password', async () => {
    answer('get', '/api/exports', () => HttpResponse.json([]));
    answer('post', '/api/auth/delete-account', () =>
      HttpResponse.json({ message: 'Password is incorrect' }, { status: 400 }),
    );
    await openYourData();
    await userEvent.type(within(deleteForm()).getByLabelText(/^Password/), 'wrong');
    await userEvent.click(within(deleteForm()).getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete account: Password is incorrect',
    );
    expect(sessionStore.getToken()).not.toBeNull();
  });

  it('cancelling the confirmation deletes nothing', async () => {
    answer('get', '/api/exports', () => HttpResponse.json([]));
    const deletions = answer('post', '/api/auth/delete-account');
    await openYourData();
    await userEvent.type(within(deleteForm()).getByLabelText(/^Password/), 'pw');
    await userEvent.click(within(deleteForm()).getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletions).toHaveLength(0);
  });
});
