import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { loadable } from './loadable';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('loadable', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback, then the component with its props as soon as the code arrives', async () => {
    const code = deferred<typeof Greeting>();
    const load = jest.fn(() => code.promise);
    const LazyGreeting = loadable(load);

    render(<LazyGreeting name="Ada" fallback={<p>Loading...</p>} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    await act(async () => code.resolve(Greeting));
    // No Suspense reveal throttle: the component is in the same act() that settled the load.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the code once for every instance and renders at once after it has arrived', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = loadable(load);

    await act(() => LazyGreeting.preload());
    render(
      <>
        <LazyGreeting name="Ada" fallback={<p>Loading...</p>} />
        <LazyGreeting name="Grace" fallback={<p>Loading...</p>} />
      </>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the nearest error boundary', async () => {
    const code = deferred<typeof Greeting>();
    const LazyGreeting = loadable(() => code.promise);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    render(
      <Boundary>
        <LazyGreeting name="Ada" fallback={<p>Loading...</p>} />
      </Boundary>,
    );
    await act(async () => code.reject(new Error('chunk failed')));

    expect(screen.getByRole('alert')).toHaveTextContent('chunk failed');
  });

  it('keeps a failed load: a later mount fails the same way without fetching again', async () => {
    const load = jest.fn((): Promise<typeof Greeting> => Promise.reject(new Error('chunk failed')));
    const LazyGreeting = loadable(load);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await act(() => LazyGreeting.preload());
    render(
      <Boundary>
        <LazyGreeting name="Ada" fallback={<p>Loading...</p>} />
      </Boundary>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('chunk failed');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows its failed fallback instead of throwing, for a part the page can do without', async () => {
    const code = deferred<typeof Greeting>();
    const LazyGreeting = loadable(() => code.promise);

    render(
      <Boundary>
        <LazyGreeting name="Ada" fallback={<p>Loading...</p>} failedFallback={<p>No greeting</p>} />
      </Boundary>,
    );
    await act(async () => code.reject(new Error('chunk failed')));

    expect(screen.getByText('No greeting')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
