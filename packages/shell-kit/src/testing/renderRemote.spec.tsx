import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Navigate, Route, Routes, useSearchParams } from 'react-router';
import { apiRequest } from '../api/apiRequest';
import { useBreadcrumbOverride } from '../breadcrumbs/BreadcrumbContext';
import { useRuntimeConfig } from '../config/runtimeConfig';
import { useSession } from '../session/useSession';
import {
  http,
  HttpResponse,
  renderRemote,
  server,
  takeUnhandledRequests,
  testRuntimeConfig,
  testUser,
} from './index';

function Notes() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const { storageUrl } = useRuntimeConfig();
  useBreadcrumbOverride([{ label: 'Notes' }]);
  const notes = useQuery({
    queryKey: ['notes', params.get('q')],
    queryFn: () => apiRequest<string[]>(`/api/notes?q=${params.get('q') ?? ''}`),
  });
  return (
    <>
      <h1>Notes of {user?.fullName ?? 'nobody'}</h1>
      <p>Images from {storageUrl}</p>
      {notes.isError && <p role="alert">{notes.error.message}</p>}
      <ul>
        {notes.data?.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <Link to="/notes/other?page=2">Other</Link>
    </>
  );
}

function NotesRoutes() {
  return (
    <Routes>
      <Route index element={<Notes />} />
      <Route path="other" element={<h1>Other</h1>} />
      <Route path="gone" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}

it('renders the remote at the path with the runtime config, a signed-in user, breadcrumbs and the fake API', async () => {
  let sent: { url: string; authorization: string | null } | undefined;
  server.use(
    http.get('/api/notes', ({ request }) => {
      sent = { url: request.url, authorization: request.headers.get('Authorization') };
      return HttpResponse.json(['Ramen on Tuesday']);
    }),
  );
  const view = renderRemote(NotesRoutes, { mountPath: '/notes', path: '/notes?q=ramen' });

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    `Notes of ${testUser.fullName}`,
  );
  expect(screen.getByText(`Images from ${testRuntimeConfig.storageUrl}`)).toBeInTheDocument();
  expect(await screen.findByText('Ramen on Tuesday')).toBeInTheDocument();
  expect(new URL(sent!.url).search).toBe('?q=ramen');
  expect(sent!.authorization).toMatch(/^Bearer /);
  expect(view.currentPath()).toBe('/notes?q=ramen');
  expect(view.crumbs()).toEqual([{ label: 'Notes' }]);
  expect(view.queryClient.getQueryData(['notes', 'ramen'])).toEqual(['Ramen on Tuesday']);

  await userEvent.click(screen.getByRole('link', { name: 'Other' }));
  expect(view.currentPath()).toBe('/notes/other?page=2');
  expect(view.crumbs()).toBeNull();
});

it('shows a failed request at once: queries do not retry', async () => {
  let calls = 0;
  server.use(
    http.get('/api/notes', () => {
      calls += 1;
      return HttpResponse.json({ message: 'Notes are down' }, { status: 500 });
    }),
  );
  renderRemote(NotesRoutes, { mountPath: '/notes' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Notes are down');
  expect(calls).toBe(1);
});

it('guards the remote as the shell does: signed out, it lands on /login', () => {
  const view = renderRemote(NotesRoutes, { mountPath: '/notes', user: null });
  expect(view.currentPath()).toBe('/login');
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(localStorage.getItem('token')).toBeNull();
});

it('shows where a redirect out of the remote landed', () => {
  const view = renderRemote(NotesRoutes, { mountPath: '/notes', path: '/notes/gone' });
  expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/login$/);
  expect(view.currentPath()).toBe('/login');
});

it('mounts a remote that owns root pages at /', () => {
  const view = renderRemote(NotesRoutes, { mountPath: '/', path: '/other' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Other');
  expect(view.currentPath()).toBe('/other');
});

it('fails a request no handler answers and records it for the test to fail', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(fetch('/api/unexpected?x=1', { method: 'DELETE' })).rejects.toThrow();
  expect(takeUnhandledRequests()).toEqual(['DELETE /api/unexpected?x=1']);
});
