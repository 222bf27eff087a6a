import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { LOAD_AHEAD_MARGIN, LoadWhenNear } from './LoadWhenNear';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; margin?: string }[] = [];

beforeEach(() => {
  observers.length = 0;
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: class {
      constructor(callback: Callback, options: IntersectionObserverInit) {
        observers.push({ callback, margin: options.rootMargin });
      }
      observe() {}
      disconnect() {}
    },
  });
});

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('holds the place until the part comes near the viewport, then loads and shows it', async () => {
  const load = jest.fn(() => Promise.resolve({ default: () => <p>Footer links</p> }));
  const Part = lazy(load);
  render(
    <LoadWhenNear placeholder={<div data-testid="placeholder" />}>
      <Part />
    </LoadWhenNear>,
  );
  expect(screen.getByTestId('placeholder')).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
  expect(observers[0]?.margin).toBe(LOAD_AHEAD_MARGIN);

  act(() => observers[0]!.callback([{ isIntersecting: false }]));
  expect(load).not.toHaveBeenCalled();

  act(() => observers[0]!.callback([{ isIntersecting: true }]));
  expect(await screen.findByText('Footer links')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.queryByTestId('placeholder')).not.toBeInTheDocument();
});

it('renders the part at once where IntersectionObserver is missing', async () => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  const Part = lazy(() => Promise.resolve({ default: () => <p>Below the fold</p> }));
  render(
    <LoadWhenNear placeholder={<div />}>
      <Part />
    </LoadWhenNear>,
  );
  expect(await screen.findByText('Below the fold')).toBeInTheDocument();
});
