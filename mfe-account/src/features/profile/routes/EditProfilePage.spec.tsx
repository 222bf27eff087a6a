import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@dd/shell-kit';
import {
  answer,
  HttpResponse,
  makeToken,
  testRuntimeConfig,
  testUser as ada,
} from '@dd/shell-kit/testing';
import { choosePhotos, jpeg, renderProfile } from '../testing/profileTestHarness';

afterEach(() => jest.restoreAllMocks());

/** Answers POST /api/uploads/proxy with `fileUrl`; what each upload sent. */
const acceptUploads = (fileUrl: string) =>
  answer('post', '/api/uploads/proxy', () => HttpResponse.json({ fileUrl }, { status: 201 }));

const profileForm = () => screen.getByRole('form', { name: 'Edit Profile' });
const updateButton = () => within(profileForm()).getByRole('button', { name: 'Update' });
const nameInput = () => within(profileForm()).getByLabelText(/^Full name/);
const emailInput = () => within(profileForm()).getByLabelText(/^Email/);
const currentPasswordInput = () => within(profileForm()).getByLabelText(/^Current password/);
const queryCurrentPassword = () => within(profileForm()).queryByLabelText(/^Current password/);
const currencySelect = () =>
  within(profileForm()).getByRole('combobox', { name: 'Default currency' });

describe('tabs', () => {
  it('shows Edit Profile first and switches to Change Password by click or arrow keys', async () => {
    answer('get', '/api/exports', () => HttpResponse.json([]));
    answer('get', '/api/imports', () => HttpResponse.json([]));
    answer('get', '/api/shares', () => HttpResponse.json([]));
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
    expect(screen.getAllByRole('tab')[2]).toHaveTextContent('Your data');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(editTab).toHaveAttribute('aria-selected', 'true');
    expect(editTab).toHaveFocus();
  });

  it('opens at "Your data" from its address (the user menu links there)', async () => {
    answer('get', '/api/exports', () => HttpResponse.json([]));
    answer('get', '/api/imports', () => HttpResponse.json([]));
    answer('get', '/api/shares', () => HttpResponse.json([]));
    // With a currency of its own: no locale lookup lands after the test.
    renderProfile({ user: { ...ada, currency: 'EUR' }, path: '/profile?tab=your-data' });
    expect(screen.getByRole('tab', { name: 'Your data' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Edit Profile' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  });
});

describe('Edit Profile', () => {
  it('starts from the signed-in user with Update disabled until something differs', async () => {
    acceptUploads('/api/uploads/images/ada.jpg');
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

    choosePhotos(jpeg());
    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    expect(updateButton()).toBeEnabled();
  });

  it("says 'No changes to save.' when only surrounding spaces changed, without calling the server", async () => {
    // No handler: a request to the server would fail this test.
    renderProfile();
    await userEvent.type(nameInput(), '  ');
    await userEvent.click(updateButton());
    expect(screen.getByRole('status')).toHaveTextContent('No changes to save.');
  });

  it('uploads a photo, then saves name, email and photos and refreshes the session and the baseline', async () => {
    const fileUrl = '/api/uploads/images/0b5e-ada.jpg';
    const saved = {
      ...ada,
      fullName: 'Augusta Ada King',
      userImages: [{ url: fileUrl, isPrimary: true, caption: 'At the desk' }],
    };
    const freshToken = makeToken(saved);
    const uploads = acceptUploads(fileUrl);
    const saves = answer('put', '/api/auth/profile', () =>
      HttpResponse.json({ user: saved, token: freshToken }),
    );
    renderProfile({ persistent: false });
    const sessionToken = sessionStorage.getItem('token');

    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), ' Augusta Ada King ');
    await userEvent.type(screen.getByLabelText('Caption (optional)'), 'At the desk');
    const photo = jpeg('ada.jpg');
    choosePhotos(photo);
    expect(await screen.findByRole('img', { name: 'At the desk' })).toBeInTheDocument();

    expect(uploads).toHaveLength(1);
    const [upload] = uploads;
    const file = (upload.body as FormData).get('file');
    expect(file).toBeInstanceOf(File);
    expect(file).toMatchObject({ name: 'ada.jpg', type: 'image/jpeg', size: photo.size });
    expect(upload.headers.get('Authorization')).toBe(`Bearer ${sessionToken}`);
    // fetch sets the multipart boundary itself: the client must not set a content type.
    expect(upload.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);

    await userEvent.click(updateButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(saves.map(({ body }) => body)).toEqual([
      {
        fullName: 'Augusta Ada King',
        email: 'ada@example.com',
        userImages: saved.userImages,
        // An account from before prices: the locale's (jsdom's en-US) is saved with it.
        currency: 'USD',
      },
    ]);
    expect(sessionStorage.getItem('token')).toBe(freshToken);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStore.getUser()?.userImages).toEqual(saved.userImages);
    expect(nameInput()).toHaveValue('Augusta Ada King');
    expect(updateButton()).toBeDisabled();
  });

  it("shows 'Failed to upload image: ' with the server's message and keeps the photos unchanged", async () => {
    const uploads = answer('post', '/api/uploads/proxy', () =>
      HttpResponse.json({ message: 'Only images can be uploaded' }, { status: 415 }),
    );
    renderProfile();
    choosePhotos(jpeg());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload image: Only images can be uploaded',
    );
    expect(uploads).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Images' })).not.toBeInTheDocument();
    expect(updateButton()).toBeDisabled();
  });

  it('shows the failure text, logs the error and keeps the edits', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('put', '/api/auth/profile', () =>
      HttpResponse.json({ message: 'Email already in use' }, { status: 409 }),
    );
    renderProfile();
    await userEvent.clear(emailInput());
    await userEvent.type(emailInput(), 'grace@example.com');
    await userEvent.type(currentPasswordInput(), 'secret-1');
    await userEvent.click(updateButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update profile. Please try again.',
    );
    expect(log).toHaveBeenCalled();
    expect(emailInput()).toHaveValue('grace@example.com');
    expect(sessionStore.getUser()?.email).toBe('ada@example.com');
    expect(updateButton()).toBeEnabled();
  });

  it('asks for the current password only while the e-mail differs, sends it and keeps the fresh token', async () => {
    const saved = { ...ada, email: 'countess@example.com' };
    const freshToken = makeToken(saved);
    const saves = answer('put', '/api/auth/profile', () =>
      HttpResponse.json({ user: saved, token: freshToken }),
    );
    renderProfile();
    expect(queryCurrentPassword()).not.toBeInTheDocument();

    await userEvent.type(nameInput(), 'x');
    expect(queryCurrentPassword()).not.toBeInTheDocument();
    await userEvent.type(nameInput(), '{Backspace}');
    await userEvent.clear(emailInput());
    await userEvent.type(emailInput(), 'ADA@example.com');
    expect(queryCurrentPassword()).not.toBeInTheDocument();

    await userEvent.clear(emailInput());
    await userEvent.type(emailInput(), 'countess@example.com');
    expect(currentPasswordInput()).toBeRequired();
    expect(currentPasswordInput()).toHaveAttribute('type', 'password');
    expect(currentPasswordInput()).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(currentPasswordInput(), 'secret-1');
    await userEvent.click(updateButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(saves.map(({ body }) => body)).toEqual([
      {
        fullName: 'Ada Lovelace',
        email: 'countess@example.com',
        userImages: [],
        currency: 'USD',
        currentPassword: 'secret-1',
      },
    ]);
    expect(localStorage.getItem('token')).toBe(freshToken);
    expect(sessionStore.getUser()?.email).toBe('countess@example.com');
    expect(queryCurrentPassword()).not.toBeInTheDocument();
  });

  it("shows the server's message when the current password is refused and keeps the edits", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('put', '/api/auth/profile', () =>
      HttpResponse.json({ message: 'Current password is incorrect' }, { status: 400 }),
    );
    renderProfile();
    await userEvent.clear(emailInput());
    await userEvent.type(emailInput(), 'countess@example.com');
    await userEvent.type(currentPasswordInput(), 'wrong-secret');
    await userEvent.click(updateButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(emailInput()).toHaveValue('countess@example.com');
    expect(currentPasswordInput()).toHaveValue('wrong-secret');
    expect(sessionStore.getUser()?.email).toBe('ada@example.com');
  });

  it('keeps one primary photo: a saved one stays primary, another can take over, removing it promotes the first', async () => {
    const saved = '/api/uploads/images/saved.webp';
    const added = '/api/uploads/images/added.jpg';
    const user = { ...ada, userImages: [{ url: saved, isPrimary: true }] };
    acceptUploads(added);
    const saves = answer('put', '/api/auth/profile', () =>
      HttpResponse.json({ user, token: makeToken(user) }),
    );
    renderProfile({ user });
    expect(updateButton()).toBeDisabled();

    choosePhotos(jpeg());
    await screen.findByRole('img', { name: 'Image 2' });
    expect(screen.getAllByText('Primary')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Set as primary' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.getAllByRole('img', { name: /^Image/ })).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Caption for image 1'), 'Me');
    await userEvent.click(updateButton());

    await screen.findByRole('status');
    expect(saves.map(({ body }) => body)).toEqual([
      expect.objectContaining({ userImages: [{ url: saved, isPrimary: true, caption: 'Me' }] }),
    ]);
  });

  it("shows the account's default currency among every currency and saves the one chosen", async () => {
    const user = { ...ada, currency: 'EUR' };
    const saved = { ...user, currency: 'JPY' };
    const saves = answer('put', '/api/auth/profile', () =>
      HttpResponse.json({ user: saved, token: makeToken(saved) }),
    );
    renderProfile({ user });
    expect(currencySelect()).toHaveValue('EUR');
    expect(within(currencySelect()).getByRole('option', { selected: true })).toHaveTextContent(
      'Euro (EUR)',
    );
    expect(within(currencySelect()).getAllByRole('option')).toHaveLength(
      Intl.supportedValuesOf('currency').length,
    );
    expect(within(currencySelect()).getByRole('option', { name: 'US Dollar (USD)' })).toHaveValue(
      'USD',
    );
    expect(updateButton()).toBeDisabled();

    await userEvent.selectOptions(currencySelect(), 'Japanese Yen (JPY)');
    expect(updateButton()).toBeEnabled();
    await userEvent.click(updateButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(saves.map(({ body }) => body)).toEqual([
      { fullName: 'Ada Lovelace', email: 'ada@example.com', userImages: [], currency: 'JPY' },
    ]);
    expect(sessionStore.getUser()?.currency).toBe('JPY');
    expect(currencySelect()).toHaveValue('JPY');
    expect(updateButton()).toBeDisabled();
  });

  it("starts an account without a currency from the browser's locale's, with nothing to save", async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en-US']);
    const saves = answer('put', '/api/auth/profile', () =>
      HttpResponse.json({ user: { ...ada, fullName: 'Ada' }, token: makeToken(ada) }),
    );
    renderProfile();
    await waitFor(() => expect(currencySelect()).toHaveValue('GBP'));
    expect(updateButton()).toBeDisabled();

    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), 'Ada');
    await userEvent.click(updateButton());

    await screen.findByRole('status');
    expect(saves.map(({ body }) => body)).toEqual([
      expect.objectContaining({ fullName: 'Ada', currency: 'GBP' }),
    ]);
  });

  it('retries a saved photo that fails to load from the storage URL of the runtime config', () => {
    const user = {
      ...ada,
      currency: 'EUR',
      userImages: [{ url: '/api/uploads/images/me.webp', isPrimary: true }],
    };
    renderProfile({ user });
    const photo = screen.getByRole('img', { name: 'Image 1' });
    expect(photo).toHaveAttribute('src', '/api/uploads/images/me.webp');
    fireEvent.error(photo);
    expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      `${testRuntimeConfig.storageUrl}/me.webp`,
    );
  });

  it('opens the front camera for a profile photo', async () => {
    const getUserMedia = jest.fn().mockResolvedValue({ getTracks: () => [] });
    const camera = (deviceId: string, label: string) =>
      ({ deviceId, label, kind: 'videoinput', groupId: 'g' }) as MediaDeviceInfo;
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        enumerateDevices: jest
          .fn()
          .mockResolvedValue([camera('back', 'Back Camera'), camera('front', 'Front Camera')]),
        getUserMedia,
      },
    });
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Camera' }));
    await waitFor(() =>
      expect(getUserMedia).toHaveBeenCalledWith({
        video: { deviceId: { exact: 'front' } },
        audio: false,
      }),
    );
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
    const { current, next, confirm } = await openPasswordTab();
    for (const field of [current, next, confirm]) expect(field).toBeRequired();
    expect(next).toHaveAttribute('minLength', '8');
    expect(confirm).toHaveAttribute('minLength', '8');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(next).toHaveAttribute('autocomplete', 'new-password');
  });

  it("refuses differing new passwords with 'New passwords do not match.'", async () => {
    // No handler: a request to the server would fail this test.
    const { current, next, confirm, submit } = await openPasswordTab();
    await userEvent.type(current, 'old-secret-1');
    await userEvent.type(next, 'new-secret-1');
    await userEvent.type(confirm, 'new-secret-2');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match.');
  });

  it('sends current and new password only, clears the form and keeps any fresh token', async () => {
    const freshToken = makeToken({ ...ada, newsletter: true });
    const changes = answer('put', '/api/auth/password', () =>
      HttpResponse.json({ message: 'Password updated', token: freshToken }),
    );
    const { current, next, confirm, submit } = await openPasswordTab();
    await userEvent.type(current, 'old-secret-1');
    await userEvent.type(next, 'new-secret-1');
    await userEvent.type(confirm, 'new-secret-1');
    await userEvent.click(submit);

    expect(await screen.findByRole('status')).toHaveTextContent('Password updated successfully!');
    expect(changes.map(({ body }) => body)).toEqual([
      { currentPassword: 'old-secret-1', newPassword: 'new-secret-1' },
    ]);
    for (const field of [current, next, confirm]) expect(field).toHaveValue('');
    expect(localStorage.getItem('token')).toBe(freshToken);
  });

  it('shows the failure text when the current password is refused', async () => {
    answer('put', '/api/auth/password', () =>
      HttpResponse.json({ message: 'Current password is incorrect' }, { status: 400 }),
    );
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
