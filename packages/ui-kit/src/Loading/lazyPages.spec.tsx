import { act, render, screen } from '@testing-library/react';
import { lazyPages } from './lazyPages';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

const lazyPage = lazyPages(<p role="status">Loading...</p>);

it('shows the fallback until the module arrives, then its page', async () => {
  const module = deferred<{ DetailPage: () => React.JSX.Element }>();
  const load = jest.fn(() => module.promise);
  const Page = lazyPage(load, (loaded) => loaded.DetailPage);
  expect(load).not.toHaveBeenCalled();

  render(<Page />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  await act(async () => module.resolve({ DetailPage: () => <h1>Detail</h1> }));
  expect(screen.getByRole('heading', { name: 'Detail' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('fetches the page ahead of the visit with preload, once', async () => {
  const load = jest.fn(async () => ({ Page: () => <h1>Early</h1> }));
  const Page = lazyPage(load, (loaded) => loaded.Page);
  await Page.preload();
  render(<Page />);
  expect(await screen.findByRole('heading', { name: 'Early' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
