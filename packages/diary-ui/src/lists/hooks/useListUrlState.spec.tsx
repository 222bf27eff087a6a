import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { currentDiaryStore, sessionStore } from '@dd/shell-kit';
import { makeToken, testUser } from '@dd/shell-kit/testing';
import { SEARCH_DEBOUNCE_MS, useListUrlState } from './useListUrlState';

function Harness() {
  const { params, tagId, searchText, setSearchText, setFilter, clearTagFilter } = useListUrlState();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <input
        aria-label="Search"
        value={searchText}
        onChange={(e) => setSearchText(e.target.value)}
      />
      <button type="button" onClick={() => setFilter('thumbsDown')}>
        Thumbs Down
      </button>
      <button type="button" onClick={clearTagFilter}>
        Any tag
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <output aria-label="url">{location.search}</output>
      <output aria-label="params">{JSON.stringify(params)}</output>
      <output aria-label="tag">{String(tagId)}</output>
    </>
  );
}

function renderAt(search: string) {
  render(
    <MemoryRouter initialEntries={['/meals' + search]}>
      <Harness />
    </MemoryRouter>,
  );
}

const url = () => screen.getByRole('status', { name: 'url' }).textContent;
const params = () => JSON.parse(screen.getByRole('status', { name: 'params' }).textContent!);
const tag = () => screen.getByRole('status', { name: 'tag' }).textContent;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('writes the search to the URL 300 ms after typing stops, keeping other parameters', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAt('?tag=64b7f0c2a1b2c3d4e5f60001&filter=thumbsUp');
  await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ramen');
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
  expect(params()).toEqual({ filter: 'thumbsUp', q: '' });
  act(() => jest.advanceTimersByTime(1));
  expect(params()).toEqual({ filter: 'thumbsUp', q: 'ramen' });
  expect(url()).toBe('?tag=64b7f0c2a1b2c3d4e5f60001&filter=thumbsUp&q=ramen');
});

it('puts a filter in a new history entry; Back restores the search box', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAt('?q=tofu&tag=64b7f0c2a1b2c3d4e5f60001');
  await user.click(screen.getByRole('button', { name: 'Thumbs Down' }));
  expect(url()).toBe('?tag=64b7f0c2a1b2c3d4e5f60001&filter=thumbsDown&q=tofu');

  await user.clear(screen.getByRole('textbox', { name: 'Search' }));
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect(url()).toBe('?tag=64b7f0c2a1b2c3d4e5f60001&filter=thumbsDown');

  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(url()).toBe('?q=tofu&tag=64b7f0c2a1b2c3d4e5f60001');
  expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('tofu');
});

it('reads the tag, and clears it in a new history entry keeping filter and search', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAt('?tag=64B7F0C2A1B2C3D4E5F60001&filter=thumbsUp&q=taco');
  expect(tag()).toBe('64b7f0c2a1b2c3d4e5f60001');

  await user.click(screen.getByRole('button', { name: 'Any tag' }));
  expect(url()).toBe('?filter=thumbsUp&q=taco');
  expect(tag()).toBe('null');

  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(tag()).toBe('64b7f0c2a1b2c3d4e5f60001');
});

it('reads a malformed tag as none', () => {
  renderAt('?tag=not-an-id');
  expect(tag()).toBe('null');
});

describe('in a shared diary', () => {
  const HOME = 'a1b2c3d4e5f6a1b2c3d4e5f6';

  afterEach(() => sessionStore.signOut());

  it('lists the current diary, which never enters the URL', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    sessionStore.signIn(makeToken(), { persistent: true });
    currentDiaryStore.set(testUser.id, HOME);
    renderAt('?filter=thumbsUp');
    expect(JSON.parse(screen.getByLabelText('params').textContent!)).toEqual({
      filter: 'thumbsUp',
      q: '',
      diaryId: HOME,
    });
    await user.click(screen.getByRole('button', { name: 'Thumbs Down' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('?filter=thumbsDown');
    expect(screen.getByLabelText('url')).not.toHaveTextContent('diaryId');

    act(() => currentDiaryStore.set(testUser.id, null));
    expect(JSON.parse(screen.getByLabelText('params').textContent!)).toEqual({
      filter: 'thumbsDown',
      q: '',
    });
  });
});
