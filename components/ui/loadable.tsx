import {
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from "react";

/** What shows until the code has arrived (nothing, unless given). */
type FallbackProp = { fallback?: ReactNode };

export type Loadable<P> = ComponentType<P & FallbackProp> & {
  /** Starts the download early: on hover or focus, or when the module runs. */
  preload: () => void;
};

const subscribeNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

/**
 * A component whose code is split out of the first load and fetched the first time it mounts
 * (or on `preload()`); until the code has arrived it renders its `fallback` prop (nothing by
 * default). A failed download is thrown to the nearest error boundary (`IslandBoundary`), which
 * logs it; mounting the component again downloads again.
 *
 * Used instead of `next/dynamic` or `lazy` inside `<Suspense>`: React holds back a boundary that
 * has shown its fallback for a while after the code arrives, which a visitor feels as a slow
 * click (measured on the chat: docs/performance.md#what-code-comments-point-to).
 */
export function loadable<P extends object>(load: () => Promise<ComponentType<P>>): Loadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | undefined;

  function fetchCode() {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // the next mount tries again
        throw error;
      },
    );
    return pending;
  }

  function LoadableComponent({ fallback = null, ...props }: P & FallbackProp) {
    // Nothing while hydrating, as on the server, even when the code is already here; after
    // that, code that has arrived renders at once.
    const hydrated = useSyncExternalStore(subscribeNothing, isClient, isServer);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let active = true;
      fetchCode().then(
        () => {
          if (active) setArrived(true);
        },
        (error: unknown) => {
          if (active) setFailure({ error });
        },
      );
      return () => {
        active = false;
      };
    }, []);
    if (failure) throw failure.error;
    const Component = hydrated ? loaded : null;
    return Component ? <Component {...(props as P)} /> : fallback;
  }

  // Only a head start: a failure here is reported (and retried) by the next mount.
  const preload = () => void fetchCode().catch(() => {});
  return Object.assign(LoadableComponent, { preload });
}
