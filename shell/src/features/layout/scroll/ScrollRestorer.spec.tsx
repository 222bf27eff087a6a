import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { ScrollRestorer } from './ScrollRestorer';
import { arrivalKind } from './scrollPositions';

let scrollTo: jest.SpyInstance;
/** The tallest position the page can scroll to now (its content's height less the viewport). */
let maxScroll = Infinity;

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

beforeEach(() => {
  sessionStorage.clear();
  maxScroll = Infinity;
  setScrollY(0);
  // jsdom cannot scroll: a scroll lands within the content's height and fires its event.
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    setScrollY(Math.min(y, maxScroll));
    window.dispatchEvent(new Event('scroll'));
  }) as typeof window.scrollTo);
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    return setTimeout(() => callback(performance.now()), 0) as unknown as number;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((handle) => clearTimeout(handle));
});

afterEach(() => jest.restoreAllMocks());

async function userScrollsTo(y: number) {
  await act(async () => {
    setScrollY(y);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser back
    </button>
  );
}

function List() {
  const [, setSearchParams] = useSearchParams();
  return (
    <>
      <h1>List</h1>
      <button type="button" onClick={() => setSearchParams({ q: 'x' }, { replace: true })}>
        Search
      </button>
      <Link to="/item">Item</Link>
    </>
  );
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/list']}>
      <ScrollRestorer />
      <BackButton />
      <Routes>
        <Route path="/list" element={<List />} />
        <Route path="/item" element={<h1>Item</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

it('opens a page reached by a link at its top, wherever the previous one was', async () => {
  renderApp();
  await userScrollsTo(1230);

  await userEvent.click(screen.getByRole('link', { name: 'Item' }));

  expect(await screen.findByRole('heading', { name: 'Item' })).toBeInTheDocument();
  expect(window.scrollY).toBe(0);
});

it('returns Back to where the page was left', async () => {
  renderApp();
  await userScrollsTo(1500);
  await userEvent.click(screen.getByRole('link', { name: 'Item' }));
  await userScrollsTo(300);

  await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));

  expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
  expect(window.scrollY).toBe(1500);
});

it('keeps at a returned position until the content has grown tall enough to hold it', async () => {
  renderApp();
  await userScrollsTo(1500);
  await userEvent.click(screen.getByRole('link', { name: 'Item' }));
  maxScroll = 400; // the list's data is still arriving

  await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
  expect(window.scrollY).toBe(400);
  await act(async () => {
    maxScroll = Infinity; // its pages are in
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

  expect(window.scrollY).toBe(1500);
});

it('leaves the scroll alone when the page replaces its own URL (a search)', async () => {
  renderApp();
  await userScrollsTo(640);
  scrollTo.mockClear();

  await userEvent.click(screen.getByRole('button', { name: 'Search' }));

  expect(scrollTo).not.toHaveBeenCalled();
  expect(window.scrollY).toBe(640);
});

describe('arrivalKind', () => {
  it('opens a document loaded by a link, a typed URL or a reload anew', () => {
    expect(arrivalKind('POP', true, 'navigate')).toBe('new');
    expect(arrivalKind('POP', true, 'reload')).toBe('new');
    expect(arrivalKind('POP', true, undefined)).toBe('new');
  });

  it('returns to a document reached by Back or Forward', () => {
    expect(arrivalKind('POP', true, 'back_forward')).toBe('traversal');
    expect(arrivalKind('POP', false, 'navigate')).toBe('traversal');
  });

  it('tells in-app links and replaces apart', () => {
    expect(arrivalKind('PUSH', false, 'back_forward')).toBe('new');
    expect(arrivalKind('REPLACE', false, 'navigate')).toBe('same-page');
  });
});
