import {
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { equalProps } from './equalProps';

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
 * Set on `<html>` by the app while it hydrates the page's server HTML, until
 * its first navigation: a part mounted meanwhile is (most likely) one the
 * server rendered. An attribute, not a module's state: each app bundles its
 * own copy of this module.
 */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/** Whether a part mounting now is rendered on the server or hydrates its HTML. */
function mountsOnServerOrHydrating(): boolean {
  return (
    typeof document === 'undefined' || document.documentElement.hasAttribute(HYDRATING_ATTRIBUTE)
  );
}

/**
 * A component whose code is fetched on first render, like `React.lazy`.
 * On the server and while hydrating it suspends inside a boundary of its
 * own, so the server waits for the code and renders the component, and the
 * browser keeps the server's HTML of it until the code has arrived, then
 * hydrates it (selective hydration). In the browser's own renders it shows
 * `fallback` through its own state and renders the component in the very
 * next commit once the code arrives: React 19 holds revealed Suspense
 * content back until 300 ms after its fallback appeared
 * (FALLBACK_THROTTLE_MS), which postponed every lazily loaded page's data
 * requests by up to that long. A failed load is kept (a fresh `loadable`
 * tries again) and thrown during render to the nearest error boundary, unless
 * the element has a `failedFallback`.
 * A parent rendering again with props equal in value (equalProps) leaves it
 * be: while the part waits to hydrate, new props would make React throw its
 * server HTML away and render it anew (a tap on it meanwhile is lost).
 */
export function loadable<P extends object>(load: () => Promise<ComponentType<P>>): Loadable<P> {
  let state: LoadState<P> = { status: 'idle' };
  // Marked settled as React marks the promises it reads, so a render after
  // the code arrived reads it without suspending again.
  let loading: (Promise<void> & { status?: string; value?: undefined }) | undefined;

  const preload = (): Promise<unknown> => {
    if (loading) return loading;
    const promise: Promise<void> & { status?: string } = load().then(
      (component) => {
        state = { status: 'loaded', component };
        promise.status = 'fulfilled';
      },
      (error: unknown) => {
        state = { status: 'failed', error };
        promise.status = 'fulfilled';
      },
    );
    loading = promise;
    state = { status: 'pending', promise };
    return promise;
  };

  function Loaded({ fallback, failedFallback, ...props }: LoadableProps<P>) {
    // Decided once, as it mounts: a later change must not re-render a part
    // still waiting to hydrate (React would then render it anew).
    const suspends = useRef<boolean | undefined>(undefined);
    suspends.current ??= mountsOnServerOrHydrating();
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

    // Suspends a server or hydrating render until the code is here (and
    // reads it on every render after: use() must not be skipped once it
    // suspended). The browser's own renders never suspend.
    if (loading && suspends.current) use(loading as Promise<void>);
    const settled = state.status === 'loaded' || state.status === 'failed' ? state : current;
    if (settled.status === 'failed') {
      if (failedFallback === undefined) throw settled.error;
      return <>{failedFallback}</>;
    }
    if (settled.status !== 'loaded') return <>{fallback}</>;
    const Component = settled.component;
    return <Component {...(props as P)} />;
  }

  function LoadableComponent(props: LoadableProps<P>) {
    return (
      <Suspense fallback={props.fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }

  return Object.assign(memo(LoadableComponent, equalProps), { preload });
}
