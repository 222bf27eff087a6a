import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { SCROLL_STORAGE_PREFIX, useScrollRestoration } from './useScrollRestoration';

let scrollTo: jest.SpyInstance;

beforeEach(() => {
  sessionStorage.clear();
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 1;
  });
});

afterEach(() => jest.restoreAllMocks());

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function List() {
  const [ready, setReady] = useState(false);
  const [, setSearchParams] = useSearchParams();
  useScrollRestoration(ready);
  return (
    <>
      <h1>List</h1>
      <button type="button" onClick={() => setReady(true)}>
        Render
      </button>
      <button type="button" onClick={() => setSearchParams({ q: 'x' }, { replace: true })}>
        Search
      </button>
      <Link to="/item">Item</Link>
    </>
  );
}

function Item() {
  const navigate = useNavigate();
  useScrollRestoration(true);
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/list']}>
      <Routes>
        <Route path="/list" element={<List />} />
        <Route path="/item" element={<Item />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('restores the position of the entry on Back once the content is ready', async () => {
  const user = userEvent.setup();
  renderApp();
  await user.click(screen.getByRole('button', { name: 'Render' }));
  scrollWindowTo(1800);
  expect(
    Object.keys(sessionStorage).filter((key) => key.startsWith(SCROLL_STORAGE_PREFIX)),
  ).toHaveLength(1);

  await user.click(screen.getByRole('link', { name: 'Item' }));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  scrollWindowTo(300);

  scrollTo.mockClear();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('heading', { name: 'List' })).toBeInTheDocument();
  // Not before the content is there to scroll to.
  expect(scrollTo).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Render' }));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenLastCalledWith(0, 1800);
});

it('leaves the scroll alone when the URL is replaced, and Back returns to it', async () => {
  const user = userEvent.setup();
  renderApp();
  await user.click(screen.getByRole('button', { name: 'Render' }));
  scrollWindowTo(900);
  scrollTo.mockClear();
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(scrollTo).not.toHaveBeenCalled();

  // Not scrolled since the replace: the position is still the entry's.
  await user.click(screen.getByRole('link', { name: 'Item' }));
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await user.click(screen.getByRole('button', { name: 'Render' }));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
});
