import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote, testUser } from '@dd/shell-kit/testing';
import AccountRoutes from '../../../routes';
import { fakeDiariesApi, fakeMember, homeDiary } from '../testing/fakeDiariesApi';

// With a currency of its own, the profile form looks up no locale's after the test.
const user = { ...testUser, currency: 'USD' };

/** The profile opened at its Shared diaries tab, as the user menu's entry opens it. */
async function openSharedDiaries() {
  renderRemote(AccountRoutes, { mountPath: '/', path: '/profile?tab=shared-diaries', user });
  // The tab's code loads on first open: slower than one render on a busy machine.
  return screen.findByRole('region', { name: 'Shared diaries' }, { timeout: 5000 });
}

const diaryCard = (name: string) => screen.findByRole('article', { name: new RegExp(`^${name}`) });

describe('Shared diaries', () => {
  it('is a tab of the profile', async () => {
    fakeDiariesApi();
    await openSharedDiaries();
    expect(screen.getByRole('tab', { name: 'Shared diaries' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('explains what a shared diary is when the user has none, and creates one', async () => {
    const api = fakeDiariesApi();
    const section = await openSharedDiaries();
    expect(
      await within(section).findByText(/You have no shared diary yet\. Create one/),
    ).toBeInTheDocument();
    expect(within(section).getByText(/A shared diary is one you keep with others/)).toBeVisible();
    // The personal diary is not listed here.
    expect(screen.queryByText('My diary')).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Home');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    const home = await diaryCard('Home');
    expect(within(home).getByRole('heading', { name: 'Home Owner' })).toBeInTheDocument();
    expect(api.creates.map((request) => request.body)).toEqual([{ name: 'Home' }]);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(within(section).getByRole('status')).toHaveTextContent('Created Home.');
  });

  it('shows the server’s refusal of a new diary and keeps the name typed', async () => {
    fakeDiariesApi([], {
      refuse: { 'POST /api/diaries': { status: 400, message: 'name: Too long' } },
    });
    await openSharedDiaries();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Home');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('name: Too long');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Home');
  });

  it('lists an owner’s diary with its members and roles and its pending invitations', async () => {
    fakeDiariesApi([homeDiary()]);
    await openSharedDiaries();
    const home = await diaryCard('Home');
    const members = await within(home).findByRole('list', { name: 'Members' });
    const rows = within(members).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Ada \(you\)Owner$/),
      expect.stringMatching(/^Ed/),
    ]);
    expect(within(rows[1]!).getByRole('combobox', { name: 'Role of Ed' })).toHaveValue('editor');
    const invites = await within(home).findByRole('list', { name: 'Pending invitations' });
    expect(within(invites).getByRole('listitem')).toHaveTextContent(
      'vi@example.testViewer · Expires Dec 13, 2026Revoke',
    );
    expect(within(home).getByRole('button', { name: 'Rename Home' })).toBeInTheDocument();
    expect(within(home).getByRole('button', { name: 'Delete diary Home' })).toBeInTheDocument();
    expect(within(home).getByRole('button', { name: 'Leave diary Home' })).toBeInTheDocument();
  });

  it('sends an invitation by e-mail with the role chosen', async () => {
    const api = fakeDiariesApi([homeDiary({ invites: [] })]);
    await openSharedDiaries();
    const home = await diaryCard('Home');
    await userEvent.type(within(home).getByRole('textbox', { name: 'E-mail' }), 'nia@example.test');
    await userEvent.selectOptions(within(home).getByRole('combobox', { name: 'Role' }), 'viewer');
    await userEvent.click(within(home).getByRole('button', { name: 'Send invitation' }));

    expect(await within(home).findByText('Invitation sent to nia@example.test')).toBeVisible();
    expect(api.invitations.map((request) => request.body)).toEqual([
      { email: 'nia@example.test', role: 'viewer' },
    ]);
    const invites = await within(home).findByRole('list', { name: 'Pending invitations' });
    expect(within(invites).getByText('nia@example.test')).toBeInTheDocument();
    expect(within(home).getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
  });

  it('shows the server’s refusal of an invitation and keeps the address and role', async () => {
    fakeDiariesApi([homeDiary({ invites: [] })], {
      refuse: {
        'POST /api/diaries/:id/invites': { status: 400, message: 'email: Invalid e-mail address' },
      },
    });
    await openSharedDiaries();
    const home = await diaryCard('Home');
    const email = within(home).getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(email, 'nia@example');
    await userEvent.selectOptions(within(home).getByRole('combobox', { name: 'Role' }), 'viewer');
    await userEvent.click(within(home).getByRole('button', { name: 'Send invitation' }));
    expect(await within(home).findByRole('alert')).toHaveTextContent(
      'email: Invalid e-mail address',
    );
    expect(email).toHaveValue('nia@example');
    expect(within(home).getByRole('combobox', { name: 'Role' })).toHaveValue('viewer');
  });

  it('revokes a pending invitation once confirmed', async () => {
    const api = fakeDiariesApi([homeDiary()]);
    await openSharedDiaries();
    const home = await diaryCard('Home');
    await userEvent.click(
      await within(home).findByRole('button', {
        name: 'Revoke the invitation to vi@example.test',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Revoke invitation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(home).findByText('No invitation is waiting for an answer.')).toBeVisible();
    expect(api.revocations.map((request) => request.url.pathname)).toEqual([
      '/api/diaries/diary-home/invites/invite-vi',
    ]);
    expect(screen.getByText('Invitation to vi@example.test revoked.')).toBeInTheDocument();
  });

  it('changes a member’s role and removes a member once confirmed', async () => {
    const api = fakeDiariesApi([homeDiary()]);
    await openSharedDiaries();
    const home = await diaryCard('Home');
    await userEvent.selectOptions(
      await within(home).findByRole('combobox', { name: 'Role of Ed' }),
      'viewer',
    );
    await waitFor(() =>
      expect(api.roleChanges.map((request) => request.body)).toEqual([{ role: 'viewer' }]),
    );
    expect(api.roleChanges[0]!.url.pathname).toBe('/api/diaries/diary-home/members/user-ed');
    expect(await screen.findByText('Ed is now viewer.')).toBeInTheDocument();

    await userEvent.click(within(home).getByRole('button', { name: 'Remove Ed' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove member' });
    expect(dialog).toHaveTextContent('Remove Ed from Home?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(home).queryByRole('button', { name: 'Remove Ed' })).not.toBeInTheDocument(),
    );
    expect(api.removals.map((request) => request.url.pathname)).toEqual([
      '/api/diaries/diary-home/members/user-ed',
    ]);
  });

  it('shows the server’s refusal of a role change', async () => {
    fakeDiariesApi([homeDiary()], {
      refuse: {
        'PUT /api/diaries/:id/members/:userId': {
          status: 403,
          message: 'Your role in this diary does not allow this',
        },
      },
    });
    await openSharedDiaries();
    const home = await diaryCard('Home');
    await userEvent.selectOptions(
      await within(home).findByRole('combobox', { name: 'Role of Ed' }),
      'owner',
    );
    expect(await within(home).findByRole('alert')).toHaveTextContent(
      'Your role in this diary does not allow this',
    );
  });

  it('renames a diary', async () => {
    const api = fakeDiariesApi([homeDiary()]);
    await openSharedDiaries();
    await userEvent.click(
      within(await diaryCard('Home')).getByRole('button', { name: 'Rename Home' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Rename diary' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Our flat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await diaryCard('Our flat')).toBeInTheDocument();
    expect(api.renames.map((request) => request.body)).toEqual([{ name: 'Our flat' }]);
  });

  it('deletes a diary only once the owner confirms that its records go too', async () => {
    const api = fakeDiariesApi([homeDiary()]);
    await openSharedDiaries();
    await userEvent.click(
      within(await diaryCard('Home')).getByRole('button', { name: 'Delete diary Home' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete diary' });
    expect(dialog).toHaveTextContent('Delete Home?');
    expect(dialog).toHaveTextContent('Its meals, restaurants and tags are deleted too');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.deletes).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete diary Home' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete diary' })).getByRole('button', {
        name: 'Delete diary',
      }),
    );
    expect(await screen.findByText(/You have no shared diary yet/)).toBeInTheDocument();
    expect(api.deletes.map((request) => request.url.pathname)).toEqual(['/api/diaries/diary-home']);
    expect(screen.getByText('Deleted Home.')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a delete and keeps the diary', async () => {
    fakeDiariesApi([homeDiary()], {
      refuse: { 'DELETE /api/diaries/:id': { status: 500, message: 'Database down' } },
    });
    await openSharedDiaries();
    const home = await diaryCard('Home');
    await userEvent.click(within(home).getByRole('button', { name: 'Delete diary Home' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete diary' })).getByRole('button', {
        name: 'Delete diary',
      }),
    );
    expect(await within(home).findByRole('alert')).toHaveTextContent('Database down');
    expect(await diaryCard('Home')).toBeInTheDocument();
  });

  it('lets a viewer see the members and leave, and nothing an owner does', async () => {
    const api = fakeDiariesApi([
      homeDiary({
        role: 'viewer',
        members: [
          fakeMember('user-olga', 'Olga', 'owner'),
          fakeMember(testUser.id, 'Ada', 'viewer'),
        ],
        invites: [],
      }),
    ]);
    await openSharedDiaries();
    const home = await diaryCard('Home');
    expect(within(home).getByRole('heading', { name: 'Home Viewer' })).toBeInTheDocument();
    const members = await within(home).findByRole('list', { name: 'Members' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['OlgaOwner', 'Ada (you)Viewer']);
    expect(within(home).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(home).queryByRole('button', { name: /Rename|Delete|Remove/ })).toBeNull();
    expect(within(home).queryByRole('button', { name: 'Send invitation' })).toBeNull();

    await userEvent.click(within(home).getByRole('button', { name: 'Leave diary Home' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave diary' });
    expect(dialog).toHaveTextContent('Leave Home?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave diary' }));
    expect(await screen.findByText('You left Home.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(api.leaves.map((request) => request.url.pathname)).toEqual([
      '/api/diaries/diary-home/leave',
    ]);
  });
});
