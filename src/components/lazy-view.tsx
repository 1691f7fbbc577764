import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

interface LazyViewOptions<P> {
  /** The view's module, as React.lazy takes it. */
  load: () => Promise<{ default: ComponentType<P> }>;
  /** What shows while its code loads. */
  loading?: ReactNode;
  /** What shows in its place when its code cannot be loaded or it throws, with a retry that loads it anew. */
  failed: (props: P, retry: () => void) => ReactNode;
}

interface BoundaryProps {
  failed: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches what the view throws (its chunk's failed load included) and shows `failed` in its place. */
class ViewBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? this.props.failed(this.props.onRetry) : this.props.children;
  }
}

/**
 * A view whose code loads when it is first shown (React.lazy), and whose failure stays in its place: a
 * chunk that did not load (the tracker's server gone for a moment, a deploy that replaced the files) shows
 * `failed` with a Retry inside the page instead of blanking it. React.lazy keeps a rejected import for
 * good, so a retry makes a new lazy component, which asks for the chunk again, and mounts it afresh.
 */
export function lazyView<P extends object>({
  load,
  loading = null,
  failed,
}: LazyViewOptions<P>): ComponentType<P> & { preload: () => void } {
  let Current = lazy(load);
  function LazyView(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Current = lazy(load);
      setAttempt((count) => count + 1);
    };
    const View = Current;
    return (
      <ViewBoundary key={attempt} failed={(onRetry) => failed(props, onRetry)} onRetry={retry}>
        <Suspense fallback={loading}>
          <View {...props} />
        </Suspense>
      </ViewBoundary>
    );
  }
  /**
   * Asks for the view's code before it is first shown (the chunk loader keeps it, so the view's own load
   * then finds it), for a view that mounts later than its code should arrive. A failure here is left to
   * that load, which asks again and shows `failed` if it fails too.
   */
  LazyView.preload = () => {
    load().catch(() => undefined);
  };
  return LazyView;
}
