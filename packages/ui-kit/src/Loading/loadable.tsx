import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

type LoadState<P> =
  | { status: 'idle' }
  | { status: 'pending'; promise: Promise<unknown> }
  | { status: 'loaded'; component: ComponentType<P> }
  | { status: 'failed'; error: unknown };

export type LoadableProps<P> = P & {
  /** Shown until the component's code has arrived. */
  fallback: ReactNode;
  /**
   * Shown instead if the code cannot be fetched, for a part the page can do
   * without (e.g. after a deploy removed an open tab's chunks). Without it, the
   * failure is thrown to the nearest error boundary.
   */
  failedFallback?: ReactNode;
};

export type Loadable<P> = ComponentType<LoadableProps<P>> & {
  /** Starts fetching the code (once) without rendering anything. */
  preload(): Promise<unknown>;
};

/**
 * A component whose code is fetched on first render, like `React.lazy`, but
 * without Suspense: it shows `fallback` through its own state and renders the
 * component in the very next commit once the code arrives. React 19 holds
 * revealed Suspense content back until 300 ms after its fallback appeared
 * (FALLBACK_THROTTLE_MS), which postponed every lazily loaded page's data
 * requests by up to that long. A failed load is kept (a fresh `loadable`
 * tries again) and thrown during render to the nearest error boundary, unless
 * the element has a `failedFallback`.
 */
export function loadable<P extends object>(load: () => Promise<ComponentType<P>>): Loadable<P> {
  let state: LoadState<P> = { status: 'idle' };

  const preload = (): Promise<unknown> => {
    if (state.status === 'pending') return state.promise;
    if (state.status !== 'idle') return Promise.resolve();
    const promise = load().then(
      (component) => {
        state = { status: 'loaded', component };
      },
      (error: unknown) => {
        state = { status: 'failed', error };
      },
    );
    state = { status: 'pending', promise };
    return promise;
  };

  function LoadableComponent({ fallback, failedFallback, ...props }: LoadableProps<P>) {
    const [current, setCurrent] = useState(() => {
      void preload();
      return state;
    });

    useEffect(() => {
      if (current.status !== 'pending') return;
      let mounted = true;
      void current.promise.then(() => {
        if (mounted) setCurrent(state);
      });
      return () => {
        mounted = false;
      };
    }, [current]);

    if (current.status === 'failed') {
      if (failedFallback === undefined) throw current.error;
      return <>{failedFallback}</>;
    }
    if (current.status !== 'loaded') return <>{fallback}</>;
    const Component = current.component;
    return <Component {...(props as P)} />;
  }

  return Object.assign(LoadableComponent, { preload });
}
