import { act, render, screen, waitFor, within } from '@testing-library/react';
import { currentDiaryStore, sessionStore } from '@dd/shell-kit';
import { makeToken, testUser } from '@dd/shell-kit/testing';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, useLocation } from 'react-router';
import { createTestQueryClient, queryClientWrapper } from '../../testing/queryClient';
import { useListUrlState } from '../hooks/useListUrlState';
import { DiaryListToolbar } from './DiaryListToolbar';

// The user's diaries, as every signed-in page has them: the personal one only unless a test says otherwise.
const PERSONAL = { _id: testUser.id, name: 'My diary', personal: true, role: 'owner' };
const HOME = { _id: '64b7f0c2a1b2c3d4e5f6d1a7', name: 'Home', personal: false, role: 'viewer' };
const server = setupServer(http.get('/api/diaries', () => HttpResponse.json([PERSONAL])));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TAG = { _id: '64b7f0c2a1b2c3d4e5f60001', name: 'Spicy' };

function Toolbar({ resource }: { resource: 'restaurants' | 'meals' }) {
  const state = useListUrlState();
  const location = useLocation();
  return (
    <>
      <DiaryListToolbar resource={resource} state={state} />
      <output aria-label="url">{location.search}</output>
    </>
  );
}

function renderToolbar(resource: 'restaurants' | 'meals', search = '') {
  const Wrapper = queryClientWrapper(createTestQueryClient());
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[`/${resource}${search}`]}>
        <Toolbar resource={resource} />
      </MemoryRouter>
    </Wrapper>,
  );
}

const url = () => screen.getByRole('status', { name: 'url' }).textContent;

it("shows the resource's filters, search box and Add link, and no tag", async () => {
  renderToolbar('restaurants', '?filter=unrated');
  expect(screen.getByRole('button', { name: 'Unrated' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('searchbox', { name: 'Search restaurants' })).toHaveAttribute(
    'placeholder',
    'Search restaurants...',
  );
  expect(screen.getByRole('link', { name: 'Add Restaurant' })).toHaveAttribute(
    'href',
    '/restaurants/new',
  );
  expect(screen.queryByText('Tagged')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Thumbs Up' }));
  expect(url()).toBe('?filter=thumbsUp');
});

it('names the tag the list is narrowed to, and clears it', async () => {
  server.use(http.get('/api/tags', () => HttpResponse.json([TAG])));
  renderToolbar('meals', `?tag=${TAG._id}&q=tofu`);
  expect(screen.getByRole('button', { name: 'No Rating' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add Meal' })).toHaveAttribute('href', '/meals/new');
  expect(await screen.findByText('Spicy')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Show meals with any tag' }));
  expect(url()).toBe('?q=tofu');
  expect(screen.queryByText('Spicy')).not.toBeInTheDocument();
});

describe('in a diary where the user is a viewer', () => {
  afterEach(() => currentDiaryStore.setWritable(true));

  it('offers no Add link, and offers it again where they may write', () => {
    currentDiaryStore.setWritable(false);
    renderToolbar('meals');
    expect(screen.queryByRole('link', { name: 'Add Meal' })).not.toBeInTheDocument();
    act(() => currentDiaryStore.setWritable(true));
    expect(screen.getByRole('link', { name: 'Add Meal' })).toBeInTheDocument();
  });
});

describe('on a phone, for a user in more than one diary', () => {
  beforeEach(() => sessionStore.signIn(makeToken(), { persistent: false }));
  afterEach(() => {
    act(() => currentDiaryStore.set(testUser.id, null));
    sessionStore.signOut();
  });

  it('switches the diary in one tap from the list', async () => {
    server.use(http.get('/api/diaries', () => HttpResponse.json([PERSONAL, HOME])));
    renderToolbar('meals');
    const diaries = await screen.findByRole('group', { name: 'Diary' });
    expect(within(diaries).getByRole('button', { name: 'My diary' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(diaries).getByRole('button', { name: 'Home' }));

    expect(currentDiaryStore.get(testUser.id)).toBe(HOME._id);
    expect(within(diaries).getByRole('button', { name: 'Home' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows no diaries to a user with only their own', async () => {
    const asked = jest.fn();
    server.use(
      http.get('/api/diaries', () => {
        asked();
        return HttpResponse.json([PERSONAL]);
      }),
    );
    renderToolbar('meals');
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect(screen.queryByRole('group', { name: 'Diary' })).not.toBeInTheDocument();
  });
});
