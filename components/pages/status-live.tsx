"use client";

import { useEffect, useState, type ReactNode } from "react";
import type { StatusBoardText } from "@/components/pages/status-board";
import { statusSectionClass } from "@/components/pages/status-layout";
import { Icon } from "@/components/ui/icon";
import { IslandBoundary } from "@/components/ui/island-boundary";
import { CircleAlert } from "@/lib/brand/icons";
import { loadable } from "@/components/ui/loadable";
import { useHydrated } from "@/components/hooks/use-hydrated";
import type { StatusReport } from "@/lib/status/report";

// Drawn again only once a monitor has answered: a page without one loads none of this.
const LiveBoard = loadable(() =>
  import("@/components/pages/status-board").then((module) => module.StatusBoard),
);

type Answer = { name: "live"; report: StatusReport } | { name: "failed" };

export type StatusLiveText = {
  checking: string;
  /** For screen readers, when the monitor's state has replaced the snapshot. */
  loaded: string;
  /** The snapshot's date already filled in. */
  failed: string;
};

/**
 * Replaces the prerendered snapshot (`children`) with a monitor's current state when a monitor
 * is configured: reads it once, with a timeout (lib/status/fetch-monitor.ts); on any failure the
 * snapshot stays and a quiet note says why. Rendered whether or not a monitor is configured, so
 * a page differs from a monitored one only in the endpoint it passes (the e2e fake monitor
 * swaps one in, e2e/support/status-monitor.ts).
 */
export function StatusLive({
  monitorEndpoint,
  text,
  boardText,
  children,
}: {
  monitorEndpoint: string | null;
  text: StatusLiveText;
  boardText: StatusBoardText;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!monitorEndpoint) return;
    const leave = new AbortController();
    const show = (next: Answer) => {
      if (!leave.signal.aborted) setAnswer(next);
    };
    LiveBoard.preload();
    import("@/lib/status/fetch-monitor")
      .then(({ fetchStatusReport }) => fetchStatusReport(monitorEndpoint, { signal: leave.signal }))
      .catch(() => null) // the code itself did not arrive: as good as no answer
      .then((report) => show(report ? { name: "live", report } : { name: "failed" }));
    return () => leave.abort();
  }, [monitorEndpoint]);

  // Nothing in the prerendered HTML: without script, no check is under way.
  const phase = answer?.name ?? (monitorEndpoint && hydrated ? "checking" : "idle");
  const note = { idle: "", checking: text.checking, live: text.loaded, failed: text.failed }[phase];
  return (
    <div className="relative">
      {/* Above the banner, in the page's top padding: the note never moves the page. */}
      <p
        role="status"
        // Joined by hand: cn() would bring tailwind-merge (8 KiB gzipped) to a page without it.
        className={[
          statusSectionClass,
          "absolute inset-x-0 bottom-full flex items-center gap-2 pb-3 text-sm text-ink-subtle",
          phase === "live" ? "sr-only" : "",
        ].join(" ")}
      >
        {phase === "checking" && (
          <span
            aria-hidden="true"
            className="size-3.5 shrink-0 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin"
          />
        )}
        {phase === "failed" && (
          <Icon icon={CircleAlert} aria-hidden="true" className="size-4 shrink-0" />
        )}
        {note}
      </p>
      {answer?.name === "live" ? (
        <IslandBoundary name="status" fallback={children}>
          <LiveBoard report={answer.report} text={boardText} fallback={children} />
        </IslandBoundary>
      ) : (
        children
      )}
    </div>
  );
}
