import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageErrorFallback } from './PageErrorFallback';

type ErrorBoundaryProps = {
  /** When this value changes, a caught error is cleared and the children render again. */
  resetKey: unknown;
  /** Called when a caught error is cleared, before the children render again. */
  onReset?: () => void;
  children: ReactNode;
};

type ErrorBoundaryState = { error: unknown; failed: boolean };

/**
 * Catches what its children throw (render errors, rejected lazy loads) and
 * shows the page fallback instead; React itself reports the caught error.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.props.onReset?.();
      this.setState({ error: undefined, failed: false });
    }
  }

  override render(): ReactNode {
    return this.state.failed ? <PageErrorFallback error={this.state.error} /> : this.props.children;
  }
}

/** An error boundary for a route's content, cleared on navigation: leaving a failed page recovers. */
export function RouteErrorBoundary({
  onReset,
  children,
}: {
  onReset?: () => void;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} onReset={onReset}>
      {children}
    </ErrorBoundary>
  );
}
