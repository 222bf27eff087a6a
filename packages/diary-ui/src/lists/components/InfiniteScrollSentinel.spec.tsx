import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InfiniteScrollSentinel } from './InfiniteScrollSentinel';

type Observed = {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  disconnected: boolean;
};

let observers: Observed[] = [];

class FakeIntersectionObserver {
  private readonly record: Observed;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

function intersect(observer: Observed, isIntersecting: boolean) {
  act(() =>
    observer.callback(
      [{ isIntersecting } as IntersectionObserverEntry],
      observer as unknown as IntersectionObserver,
    ),
  );
}

const live = () => observers.filter((observer) => !observer.disconnected);

describe('with IntersectionObserver', () => {
  beforeEach(() => {
    observers = [];
    globalThis.IntersectionObserver =
      FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('loads more when the sentinel comes within 600px, and not before', () => {
    const onLoadMore = jest.fn();
    render(<InfiniteScrollSentinel hasMore loading={false} onLoadMore={onLoadMore} />);
    expect(live()).toHaveLength(1);
    expect(live()[0]!.options?.rootMargin).toBe('600px');
    intersect(live()[0]!, false);
    expect(onLoadMore).not.toHaveBeenCalled();
    intersect(live()[0]!, true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks for nothing while paused, and observes once resumed', () => {
    const onLoadMore = jest.fn();
    const { rerender } = render(
      <InfiniteScrollSentinel hasMore loading={false} paused onLoadMore={onLoadMore} />,
    );
    expect(live()).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<InfiniteScrollSentinel hasMore loading={false} onLoadMore={onLoadMore} />);
    expect(live()).toHaveLength(1);
    intersect(live()[0]!, true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('stops observing while a page loads and when there is no more', () => {
    const onLoadMore = jest.fn();
    const { rerender } = render(
      <InfiniteScrollSentinel hasMore loading={false} onLoadMore={onLoadMore} />,
    );
    rerender(<InfiniteScrollSentinel hasMore loading onLoadMore={onLoadMore} />);
    expect(live()).toHaveLength(0);
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(<InfiniteScrollSentinel hasMore={false} loading={false} onLoadMore={onLoadMore} />);
    expect(live()).toHaveLength(0);
  });

  it('calls the latest onLoadMore', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = render(
      <InfiniteScrollSentinel hasMore loading={false} onLoadMore={first} />,
    );
    rerender(<InfiniteScrollSentinel hasMore loading={false} onLoadMore={second} />);
    intersect(live()[0]!, true);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('without IntersectionObserver', () => {
  it('offers a Load more button while there is more', async () => {
    const user = userEvent.setup();
    const onLoadMore = jest.fn();
    const { rerender } = render(
      <InfiniteScrollSentinel hasMore loading={false} onLoadMore={onLoadMore} />,
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<InfiniteScrollSentinel hasMore={false} loading={false} onLoadMore={onLoadMore} />);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('the footer under an endless list', () => {
  const moreBelow = () => document.documentElement.hasAttribute('data-more-below');

  it('is left out while there is more to load, and back once the list is complete or gone', () => {
    const { rerender, unmount } = render(
      <InfiniteScrollSentinel hasMore loading={false} onLoadMore={() => undefined} />,
    );
    expect(moreBelow()).toBe(true);

    rerender(
      <InfiniteScrollSentinel hasMore={false} loading={false} onLoadMore={() => undefined} />,
    );
    expect(moreBelow()).toBe(false);

    rerender(<InfiniteScrollSentinel hasMore loading={false} onLoadMore={() => undefined} />);
    expect(moreBelow()).toBe(true);
    unmount();
    expect(moreBelow()).toBe(false);
  });
});
