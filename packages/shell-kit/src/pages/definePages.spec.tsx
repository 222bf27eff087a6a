import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { definePages, prefetchFirstScreen } from './definePages';

const Page = (name: string) => () => <h1>{name}</h1>;

const meals = definePages('mfe_meals', [
  {
    path: '',
    component: Page('list'),
    views: [{ search: { view: 'timeline' }, chunk: 'timeline-view' }],
    queries: ({ searchParams, diaryId }) => [
      {
        queryKey: ['meals', searchParams.get('q'), ...(diaryId ? [diaryId] : [])],
        queryFn: async () => ['a meal'],
      },
    ],
  },
  {
    path: ':id',
    component: Page('detail'),
    chunk: 'meal-page',
    queries: ({ params }) => [{ queryKey: ['meal', params.id], queryFn: async () => params.id }],
  },
  { path: 'new', component: Page('new'), chunk: 'add-meal-page' },
]);

describe('definePages', () => {
  it('puts every page below the remote’s mount, static paths before parameters', () => {
    expect(meals.mount).toBe('/meals');
    expect(meals.addresses).toEqual([
      {
        pattern: '/meals',
        chunk: undefined,
        views: [{ search: { view: 'timeline' }, chunk: 'timeline-view' }],
      },
      { pattern: '/meals/new', chunk: 'add-meal-page' },
      { pattern: '/meals/:id', chunk: 'meal-page' },
    ]);
  });

  it('mounts a remote of top-level pages at the site root', () => {
    const account = definePages('mfe_account', [{ path: 'tags', component: Page('tags') }]);
    expect(account.addresses).toEqual([{ pattern: '/tags', chunk: undefined }]);
    expect(account.pageAt('/tags', '')?.page.path).toBe('tags');
  });

  it('finds the page at a path, with its parameters and query string', () => {
    expect(meals.pageAt('/meals/new', '')?.page.path).toBe('new');
    const detail = meals.pageAt('/meals/42', '?from=home');
    expect(detail?.page.path).toBe(':id');
    expect(detail?.address.params).toEqual({ id: '42' });
    expect(detail?.address.searchParams.get('from')).toBe('home');
    expect(meals.pageAt('/restaurants', '')).toBeNull();
    expect(meals.pageAt('/meals/42/photos', '')).toBeNull();
  });

  it('prefetches the queries the page’s first screen reads, for its address', async () => {
    const client = new QueryClient();
    await prefetchFirstScreen(client, meals, '/meals/42', '');
    expect(client.getQueryData(['meal', '42'])).toBe('42');
    expect(client.getQueryData(['meals', null])).toBeUndefined();

    await prefetchFirstScreen(client, meals, '/meals', '?q=ramen');
    expect(client.getQueryData(['meals', 'ramen'])).toEqual(['a meal']);
  });

  it('prefetches for the diary the page is rendered in', async () => {
    const client = new QueryClient();
    const diaryId = 'a1b2c3d4e5f6a1b2c3d4e5f6';
    expect(meals.pageAt('/meals', '', diaryId)?.address.diaryId).toBe(diaryId);
    expect(meals.pageAt('/meals', '')?.address.diaryId).toBeNull();
    await prefetchFirstScreen(client, meals, '/meals', '?q=ramen', diaryId);
    expect(client.getQueryData(['meals', 'ramen', diaryId])).toEqual(['a meal']);
    expect(client.getQueryData(['meals', 'ramen'])).toBeUndefined();
  });

  it.each([
    ['/meals', 'list'],
    ['/meals/new', 'new'],
    ['/meals/42', 'detail'],
  ])('routes %s to its page', async (path, heading) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="meals/*" element={meals.routes(<p>elsewhere</p>)} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('sends any other path below the mount to `otherwise`', () => {
    render(
      <MemoryRouter initialEntries={['/meals/42/photos']}>
        <Routes>
          <Route path="meals/*" element={meals.routes(<p>elsewhere</p>)} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });
});
