import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@dd/shell-kit';
import {
  ada,
  makeToken,
  mockFetch,
  renderProfile,
  sentRequest,
} from '../testing/profileTestHarness';

const originalFetch = globalThis.fetch;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  globalThis.fetch = originalFetch;
  jest.restoreAllMocks();
});

const profileForm = () => screen.getByRole('form', { name: 'Edit Profile' });
const updateButton = () => within(profileForm()).getByRole('button', { name: 'Update' });
const nameInput = () => within(profileForm()).getByLabelText(/^Full name/);
const emailInput = () => within(profileForm()).getByLabelText(/^Email/);

describe('tabs', () => {
  it('shows Edit Profile first and switches to Change Password by click or arrow keys', async () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit Profile');
    const [editTab, passwordTab] = screen.getAllByRole('tab');
    expect(editTab).toHaveTextContent('Edit Profile');
    expect(editTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toContainElement(profileForm());

    await userEvent.click(passwordTab);
    expect(passwordTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toContainElement(
      screen.getByRole('form', { name: 'Change Password' }),
    );

    await userEvent.keyboard('{ArrowRight}');
    expect(editTab).toHaveAttribute('aria-selected', 'true');
    expect(editTab).toHaveFocus();
  });
});

describe('Edit Profile', () => {
  it('starts from the signed-in user with Update disabled until something differs', async () => {
    renderProfile();
    expect(nameInput()).toHaveValue('Ada Lovelace');
    expect(nameInput()).toBeRequired();
    expect(emailInput()).toHaveValue('ada@example.com');
    expect(emailInput()).toBeRequired();
    expect(updateButton()).toBeDisabled();

    await userEvent.type(nameInput(), 'x');
    expect(updateButton()).toBeEnabled();
    await userEvent.type(nameInput(), '{Backspace}');
    expect(updateButton()).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Photo URL'), 'https://images.example/ada.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Add photo' }));
    expect(updateButton()).toBeEnabled();
  });

  it("says 'No changes to save.' when only surrounding spaces changed, without calling the server", async () => {
    const fetchMock = mockFetch();
    renderProfile();
    await userEvent.type(nameInput(), '  ');
    await userEvent.click(updateButton());
    expect(screen.getByRole('status')).toHaveTextContent('No changes to save.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves name, email and photos, then refreshes the session in its store and the baseline', async () => {
    const saved = {
      ...ada,
      fullName: 'Augusta Ada King',
      userImages: [{ url: 'https://images.example/ada.jpg', isPrimary: true, caption: '' }],
    };
    const freshToken = makeToken(saved);
    const fetchMock = mockFetch({ status: 200, body: { user: saved, token: freshToken } });
    renderProfile({ persistent: false });

    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), ' Augusta Ada King ');
    await userEvent.type(
      screen.getByLabelText('Photo URL'),
      'https://images.example/ada.jpg{Enter}',
    );
    await userEvent.click(updateButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/auth/profile',
      method: 'PUT',
      body: {
        fullName: 'Augusta Ada King',
        email: 'ada@example.com',
        userImages: saved.userImages,
      },
    });
    expect(sessionStorage.getItem('token')).toBe(freshToken);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStore.getUser()?.fullName).toBe('Augusta Ada King');
    expect(nameInput()).toHaveValue('Augusta Ada King');
    expect(updateButton()).toBeDisabled();
  });

  it('shows the failure text, logs the error and keeps the edits', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ status: 409, body: { message: 'Email already in use' } });
    renderProfile();
    await userEvent.clear(emailInput());
    await userEvent.type(emailInput(), 'grace@example.com');
    await userEvent.click(updateButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update profile. Please try again.',
    );
    expect(log).toHaveBeenCalled();
    expect(emailInput()).toHaveValue('grace@example.com');
    expect(sessionStore.getUser()?.email).toBe('ada@example.com');
    expect(updateButton()).toBeEnabled();
  });

  it('manages photos: first is primary, another can become primary, removing the primary promotes the first', async () => {
    const first = 'https://images.example/one.jpg';
    const second = '/api/uploads/images/two.webp';
    const fetchMock = mockFetch({ status: 200, body: { user: ada, token: makeToken(ada) } });
    renderProfile();

    await userEvent.type(screen.getByLabelText('Photo URL'), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Add photo' }));
    expect(screen.getByLabelText('Photo URL')).toHaveAccessibleDescription(/http\(s\) address/);
    await userEvent.clear(screen.getByLabelText('Photo URL'));
    await userEvent.type(screen.getByLabelText('Photo URL'), `${first}{Enter}`);
    await userEvent.type(screen.getByLabelText('Photo URL'), `${second}{Enter}`);
    expect(screen.getAllByText('Primary')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Make photo 2 primary' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getAllByRole('img', { name: /Profile photo/ })).toHaveLength(1);
    await userEvent.click(updateButton());

    await screen.findByRole('status');
    expect(sentRequest(fetchMock).body).toMatchObject({
      userImages: [{ url: first, isPrimary: true, caption: '' }],
    });
  });
});

describe('Change Password', () => {
  async function openPasswordTab() {
    renderProfile();
    await userEvent.click(screen.getByRole('tab', { name: 'Change Password' }));
    const form = screen.getByRole('form', { name: 'Change Password' });
    return {
      current: within(form).getByLabelText(/^Current password/),
      next: within(form).getByLabelText(/^New password/),
      confirm: within(form).getByLabelText(/^Confirm new password/),
      submit: within(form).getByRole('button', { name: 'Update Password' }),
    };
  }

  it('requires all three fields with a minimum length of 8 on the new ones', async () => {
    mockFetch();
    const { current, next, confirm } = await openPasswordTab();
    for (const field of [current, next, confirm]) expect(field).toBeRequired();
    expect(next).toHaveAttribute('minLength', '8');
    expect(confirm).toHaveAttribute('minLength', '8');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(next).toHaveAttribute('autocomplete', 'new-password');
  });

  it("refuses differing new passwords with 'New passwords do not match.'", async () => {
    const fetchMock = mockFetch();
    const { current, next, confirm, submit } = await openPasswordTab();
    await userEvent.type(current, 'old-secret-1');
    await userEvent.type(next, 'new-secret-1');
    await userEvent.type(confirm, 'new-secret-2');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends current and new password only, clears the form and keeps any fresh token', async () => {
    const freshToken = makeToken({ ...ada, newsletter: true });
    const fetchMock = mockFetch({
      status: 200,
      body: { message: 'Password updated', token: freshToken },
    });
    const { current, next, confirm, submit } = await openPasswordTab();
    await userEvent.type(current, 'old-secret-1');
    await userEvent.type(next, 'new-secret-1');
    await userEvent.type(confirm, 'new-secret-1');
    await userEvent.click(submit);

    expect(await screen.findByRole('status')).toHaveTextContent('Password updated successfully!');
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/auth/password',
      method: 'PUT',
      body: { currentPassword: 'old-secret-1', newPassword: 'new-secret-1' },
    });
    for (const field of [current, next, confirm]) expect(field).toHaveValue('');
    expect(localStorage.getItem('token')).toBe(freshToken);
  });

  it('shows the failure text when the current password is refused', async () => {
    mockFetch({ status: 400, body: { message: 'Current password is incorrect' } });
    const { current, next, confirm, submit } = await openPasswordTab();
    await userEvent.type(current, 'wrong-secret');
    await userEvent.type(next, 'new-secret-1');
    await userEvent.type(confirm, 'new-secret-1');
    await userEvent.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update password. Please check your current password and try again.',
    );
    expect(current).toHaveValue('wrong-secret');
  });
});
