"use client";

import { Component, type ErrorInfo, type ReactNode } from "react";

type IslandBoundaryProps = {
  /** Named in the log, so a report says which island broke. */
  name: string;
  children: ReactNode;
  /** Shown in place of the island after an error (nothing by default). */
  fallback?: ReactNode;
  /** Called after the error is logged, e.g. to offer the island again. */
  onError?: (error: unknown) => void;
};

/**
 * Keeps an island's error inside the island: it is logged and the island gives way to
 * `fallback`, while the server-rendered page around it stays. Remount it (a new `key`) to retry.
 */
export class IslandBoundary extends Component<IslandBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(
      `The ${this.props.name} island failed and was removed:`,
      error,
      info.componentStack,
    );
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
