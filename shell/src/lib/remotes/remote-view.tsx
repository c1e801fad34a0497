import type { RemoteName } from "@chauffeur/contract";
import { adoptingServerHtml, Box, Center, Spinner, Text } from "@chauffeur/ui";
import {
  Component,
  type ComponentType,
  createElement,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useState,
} from "react";
import { noteRemoteError } from "./field-data";
import { loadExposed, peekExposed, remoteVersion } from "./load-remote";
import type { ExposedName, RemoteExposes } from "./registry";

// Shown only when a remote fails: its code loads then.
const RemoteError = lazy(() => import("./remote-error").then((m) => ({ default: m.RemoteError })));

/** Contains a render error inside a remote: the rest of the page keeps working, and the log names the version. */
class RenderBoundary extends Component<{
  remote: RemoteName;
  version: string;
  onError: (e: Error) => void;
  children: ReactNode;
}> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error(`The ${this.props.remote} app (version ${this.props.version}) failed to render:`, error);
    noteRemoteError(this.props.remote);
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The element around a micro-frontend's component: says which app and version it is, for support. The
 * Worker renders the home page's Quick Booking form in the same frame (features/home/quick-booking.tsx).
 */
export function RemoteFrame({
  remote,
  version,
  minHeight,
  children,
}: {
  remote: RemoteName;
  version: string;
  minHeight: string;
  children: ReactNode;
}) {
  return (
    <Box minH={minHeight} display="contents" data-remote={remote} data-remote-version={version}>
      {children}
    </Box>
  );
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

type Props<R extends RemoteName, K extends ExposedName<R>> = {
  remote: R;
  exposed: K;
  props: PropsOf<RemoteExposes[R][K]>;
  /** Shown while the remote loads; a spinner by default. */
  loading?: ReactNode;
  minHeight?: string;
};

/** Renders a micro-frontend's exposed component, with a friendly error and a retry if it cannot load. */
export function RemoteView<R extends RemoteName, K extends ExposedName<R>>({
  remote,
  exposed,
  props,
  loading,
  minHeight = "60vh",
}: Props<R, K>) {
  // While a rendered page hydrates, the view starts as the server rendered it (loading), even when
  // the remote already arrived (the page starts loading it before hydrating): the effect shows it.
  const [loadedComponent, setLoaded] = useState(() =>
    adoptingServerHtml() ? undefined : peekExposed(remote, exposed),
  );
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ready = attempt === 0 ? peekExposed(remote, exposed) : undefined;
    if (ready) {
      startTransition(() => setLoaded(() => ready));
      return;
    }
    let cancelled = false;
    loadExposed(remote, exposed).then(
      // Rendered as a transition, in slices: the Quick Booking form arriving on the home page does
      // not hold the main thread in one long task.
      (c) => !cancelled && startTransition(() => setLoaded(() => c)),
      (e: unknown) => !cancelled && setError(e instanceof Error ? e : new Error(String(e))),
    );
    return () => {
      cancelled = true;
    };
  }, [remote, exposed, attempt]);

  const retry = useCallback(() => {
    setError(null);
    setLoaded(undefined);
    setAttempt((a) => a + 1);
  }, [remote]);

  // What this page runs, for support: the live version, or the one it fell back to.
  const version = remoteVersion(remote) ?? "unknown";
  if (error) {
    return (
      <Suspense fallback={<Box minH={minHeight} />}>
        <RemoteError remote={remote} version={version} onRetry={retry} minHeight={minHeight} />
      </Suspense>
    );
  }
  if (!loadedComponent) {
    return (
      loading ?? (
        <Center minH={minHeight} role="status" aria-live="polite">
          <Spinner color="gold.solid" size="lg" />
          <Text srOnly>Loading…</Text>
        </Center>
      )
    );
  }
  return (
    <RemoteFrame remote={remote} version={version} minHeight={minHeight}>
      <RenderBoundary key={attempt} remote={remote} version={version} onError={setError}>
        {createElement(loadedComponent as ComponentType<object>, props as object)}
      </RenderBoundary>
    </RemoteFrame>
  );
}
