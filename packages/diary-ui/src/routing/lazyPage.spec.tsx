import { act, render, screen } from '@testing-library/react';
import { deferred } from '../testing/deferred';
import { lazyPage } from './lazyPage';

it('shows Loading... until the module arrives, then its page', async () => {
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
