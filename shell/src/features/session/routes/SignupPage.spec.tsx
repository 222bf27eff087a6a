import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@dd/shell-kit';
import { makeToken, testUser } from '@dd/shell-kit/testing';
import { answer, HttpResponse, renderPage } from './sessionTestHarness';
import { SignupPage } from './SignupPage';

afterEach(() => jest.restoreAllMocks());

function renderSignup() {
  renderPage(<SignupPage />, { path: '/signup' });
  return {
    email: screen.getByLabelText(/^Email/),
    fullName: screen.getByLabelText(/^Full name/),
    password: screen.getByLabelText(/^Password/),
    confirm: screen.getByLabelText(/^Confirm password/),
    newsletter: screen.getByRole('checkbox', { name: /product updates/ }),
    submit: screen.getByRole('button', { name: 'Create account' }),
  };
}

async function fillValidForm(fields: ReturnType<typeof renderSignup>) {
  await userEvent.type(fields.email, 'ada@example.com');
  await userEvent.type(fields.fullName, 'Ada Lovelace');
  await userEvent.type(fields.password, 'analytical-engine');
  await userEvent.type(fields.confirm, 'analytical-engine');
}

it("shows 'Create your account' with required, well-typed fields", () => {
  const fields = renderSignup();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create your account');
  expect(fields.email).toHaveAttribute('type', 'email');
  expect(fields.email).toHaveAttribute('autocomplete', 'email');
  expect(fields.fullName).toHaveAttribute('autocomplete', 'name');
  expect(fields.password).toHaveAttribute('autocomplete', 'new-password');
  for (const field of [fields.email, fields.fullName, fields.password, fields.confirm])
    expect(field).toBeRequired();
  expect(fields.newsletter).not.toBeChecked();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

it('keeps Create account disabled while the password and its confirmation differ', async () => {
  const fields = renderSignup();
  await userEvent.type(fields.password, 'analytical-engine');
  expect(fields.submit).toBeDisabled();
  await userEvent.type(fields.confirm, 'analytical-engin');
  expect(fields.submit).toBeDisabled();
  expect(fields.confirm).toHaveAccessibleDescription('Passwords do not match');
  await userEvent.type(fields.confirm, 'e');
  expect(fields.submit).toBeEnabled();
  expect(fields.confirm).not.toHaveAccessibleDescription();
});

it('sends the account without the confirmation, keeps the token in localStorage and opens /meals', async () => {
  const token = makeToken(testUser);
  // Spec §7: the answer is the token itself, a JSON string.
  const sent = answer('post', '/api/auth/signup', () => HttpResponse.json(token, { status: 201 }));
  const fields = renderSignup();
  await fillValidForm(fields);
  await userEvent.click(fields.newsletter);
  await userEvent.click(fields.submit);

  expect(await screen.findByRole('heading', { name: 'meals page' })).toBeInTheDocument();
  expect(sent.map(({ body }) => body)).toEqual([
    {
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
      password: 'analytical-engine',
      newsletter: true,
      currency: 'USD',
    },
  ]);
  expect(localStorage.getItem('token')).toBe(token);
  expect(sessionStorage.getItem('token')).toBeNull();
  expect(sessionStore.getUser()).toEqual(testUser);
});

it("sends the currency of the browser's first locale with a region that has one", async () => {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr', 'de-CH', 'en-US']);
  const sent = answer('post', '/api/auth/signup', () =>
    HttpResponse.json(makeToken(testUser), { status: 201 }),
  );
  const fields = renderSignup();
  await fillValidForm(fields);
  await userEvent.click(fields.submit);

  expect(await screen.findByRole('heading', { name: 'meals page' })).toBeInTheDocument();
  // fr is fr-FR, whose currency is the euro.
  expect(sent.map(({ body }) => (body as { currency?: string }).currency)).toEqual(['EUR']);
});

it("shows 'Sign Up Failed - Try Again' and clears it when a field is edited", async () => {
  answer('post', '/api/auth/signup', () =>
    HttpResponse.json({ message: 'Email already registered' }, { status: 409 }),
  );
  const fields = renderSignup();
  await fillValidForm(fields);
  await userEvent.click(fields.submit);

  expect(await screen.findByRole('alert')).toHaveTextContent('Sign Up Failed - Try Again');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create your account');
  expect(sessionStore.getToken()).toBeNull();

  await userEvent.type(fields.fullName, 'x');
  expect(screen.queryByText('Sign Up Failed - Try Again')).not.toBeInTheDocument();
});

it('states the password rule before submitting and refuses a short password in the form', async () => {
  const sent = answer('post', '/api/auth/signup', () =>
    HttpResponse.json(makeToken(), { status: 201 }),
  );
  const fields = renderSignup();
  expect(fields.password).toHaveAccessibleDescription('At least 8 characters');

  await userEvent.type(fields.email, 'ada@example.com');
  await userEvent.type(fields.fullName, 'Ada Lovelace');
  await userEvent.type(fields.password, 'short');
  await userEvent.type(fields.confirm, 'short');
  await userEvent.click(fields.submit);

  expect(fields.password).toHaveFocus();
  expect(fields.password).toHaveAccessibleDescription(
    expect.stringContaining('Your password needs at least 8 characters'),
  );
  expect(screen.queryByText('Sign Up Failed - Try Again')).not.toBeInTheDocument();
  expect(sent).toHaveLength(0);

  await userEvent.type(fields.password, '-and-longer');
  await userEvent.clear(fields.confirm);
  await userEvent.type(fields.confirm, 'short-and-longer');
  expect(screen.queryByText(/Your password needs/)).not.toBeInTheDocument();
  await userEvent.click(fields.submit);
  expect(await screen.findByRole('heading', { name: 'meals page' })).toBeInTheDocument();
  expect(sent).toHaveLength(1);
});

it('comes back to the page its ?next= names once the account is made, and passes it on to Log in', async () => {
  const token = makeToken(testUser);
  answer('post', '/api/auth/signup', () => HttpResponse.json(token, { status: 201 }));
  renderPage(<SignupPage />, { path: '/signup', at: '/signup?next=%2Finvites%2Ftok-1' });
  expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?next=%2Finvites%2Ftok-1',
  );
  await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^Full name/), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText(/^Password/), 'analytical-engine');
  await userEvent.type(screen.getByLabelText(/^Confirm password/), 'analytical-engine');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('heading', { name: 'invitation page' })).toBeInTheDocument();
});
