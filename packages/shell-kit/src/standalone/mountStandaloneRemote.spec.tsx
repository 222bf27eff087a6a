import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { Route, Routes } from 'react-router';
import { apiRequest, sessionStore, useBreadcrumbOverride, useRuntimeConfig } from '@dd/shell-kit';
import { http, HttpResponse, makeToken, server, testRuntimeConfig, testUser } from '../testing';
import { mountStandaloneRemote } from './mountStandaloneRemote';

function Notes() {
  const { storageUrl } = useRuntimeConfig();
  useBreadcrumbOverride([{ label: 'Notes' }]);
  const notes = useQuery({
    queryKey: ['notes'],
    queryFn: () => apiRequest<string[]>('/api/notes'),
  });
  return (
    <>
      <h1>Notes</h1>
      <p>Images from {storageUrl}</p>
      <ul>
        {notes.data?.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </>
  );
}

function NotesRoutes() {
  return (
    <Routes>
      <Route index element={<Notes />} />
      <Route path="*" element={<h1>Other notes</h1>} />
    </Routes>
  );
}

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  server.use(
    http.get('/config.json', () => HttpResponse.json(testRuntimeConfig)),
    http.get('/api/notes', () => HttpResponse.json(['Ramen on Tuesday'])),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  document.documentElement.removeAttribute('data-theme');
});

async function mountAt(path: string, options: { mountPath?: string; home?: string } = {}) {
  window.history.replaceState(null, '', path);
  await act(async () => {
    root = await mountStandaloneRemote({
      mountPath: '/notes',
      Routes: NotesRoutes,
      container,
      ...options,
    });
  });
}

it('renders the remote with the runtime config from /config.json, the query cache and a signed-in session', async () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  await mountAt('/notes');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Notes');
  expect(screen.getByText(`Images from ${testRuntimeConfig.storageUrl}`)).toBeInTheDocument();
  expect(await screen.findByText('Ramen on Tuesday')).toBeInTheDocument();
});

it('applies the saved theme to the page', async () => {
  localStorage.setItem('theme', 'dark');
  sessionStore.signIn(makeToken(), { persistent: true });
  await mountAt('/notes');
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
});

it('leads / and paths outside the remote to its home page', async () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  await mountAt('/meals/new');
  expect(window.location.pathname).toBe('/notes');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Notes');
});

it('mounts a remote owning root pages at / with its own home page', async () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  await mountAt('/', { mountPath: '/', home: '/starred' });
  expect(window.location.pathname).toBe('/starred');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Other notes');
});

it('signed out, asks to log in against the gateway, then opens the home page', async () => {
  let credentials: unknown;
  const token = makeToken();
  server.use(
    http.post('/api/auth/login', async ({ request }) => {
      credentials = await request.json();
      // Spec §7: the answer is the token itself, a JSON string.
      return HttpResponse.json(token);
    }),
  );
  await mountAt('/notes');
  expect(window.location.pathname).toBe('/login');

  await userEvent.type(screen.getByLabelText('Email'), testUser.email);
  await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

  expect(await screen.findByText('Ramen on Tuesday')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/notes');
  expect(credentials).toEqual({ email: testUser.email, password: 'secret-123' });
  expect(sessionStorage.getItem('token')).toBe(token);
});

it("shows 'Log In Failed - Try Again' when the gateway refuses the credentials", async () => {
  server.use(
    http.post('/api/auth/login', () =>
      HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }),
    ),
  );
  await mountAt('/notes');
  await userEvent.type(screen.getByLabelText('Email'), testUser.email);
  await userEvent.type(screen.getByLabelText('Password'), 'wrong-123');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Log In Failed - Try Again');
  expect(window.location.pathname).toBe('/login');
});

it('says so when /config.json cannot be loaded', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(http.get('/config.json', () => new HttpResponse(null, { status: 502 })));
  await mountAt('/notes');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Dining Diary could not load its configuration (/config.json).',
  );
});
