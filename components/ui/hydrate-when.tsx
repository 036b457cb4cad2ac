"use client";

import {
  Activity,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { whenNeeded, type WakeMode } from "@/lib/browser/when-needed";

/**
 * A promise React can read at once once it is open: `use()` returns a fulfilled thenable's
 * `value` synchronously when its `status` says so, which lets a click on a sleeping island
 * hydrate it within the same event instead of being dropped.
 */
type Gate = Promise<void> & { open: () => void; isOpen: () => boolean };

function closedGate(): Gate {
  let resolve = () => {};
  const gate = new Promise<void>((done) => (resolve = done)) as Gate;
  let open = false;
  gate.open = () => {
    open = true;
    Object.assign(gate, { status: "fulfilled", value: undefined });
    resolve();
  };
  gate.isOpen = () => open;
  return gate;
}

const openGate = (): Gate => {
  const gate = closedGate();
  gate.open();
  return gate;
};

function Wait({ gate, children }: { gate: Gate; children: ReactNode }) {
  // The server draws the island as it is; in the browser it hydrates once the gate opens.
  if (typeof window !== "undefined") use(gate);
  return children;
}

const noSubscription = () => () => {};

/**
 * Hydrates `children` (server-drawn markup and the islands in it) only when a visitor needs
 * them: when they come near the viewport (`visible`) or once the page is idle (`idle`), and in
 * either case as soon as the pointer, a touch, focus or a key reaches them. Until then their
 * markup stays as the server drew it and costs the page's start no work.
 *
 * React's own selective hydration does the rest: an `<Activity>` boundary whose content suspends
 * while hydrating keeps its server HTML and is hydrated when it resumes; a click on it first
 * hydrates it synchronously (the gate is already open: the `pointerdown` before that click woke
 * it) and is then handled. Not `<Suspense>`: React writes a large completed Suspense boundary
 * out of order, at the end of the document, with inline scripts that move it into place (no
 * script, no content); an Activity boundary is written where it stands. Mounted after the page has hydrated (a client-side navigation), there is no
 * server markup to keep, and the children render at once.
 */
export function HydrateWhen({ on, children }: { on: WakeMode; children: ReactNode }) {
  const hydrating = !useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [gate] = useState(() => (hydrating ? closedGate() : openGate()));
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const wrapper = ref.current;
    if (gate.isOpen() || !wrapper) return;
    return whenNeeded(Array.from(wrapper.children), on, gate.open);
  }, [gate, on]);

  // The same element on every render: a new one would count as an update to the sleeping
  // boundary, and React would give up its server markup and render it again on the client.
  const boundary = useMemo(
    () => (
      <Activity mode="visible">
        <Wait gate={gate}>{children}</Wait>
      </Activity>
    ),
    [gate, children],
  );
  return (
    <div ref={ref} className="contents">
      {boundary}
    </div>
  );
}
