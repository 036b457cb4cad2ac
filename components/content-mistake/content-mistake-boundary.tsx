"use client";

import { Component, Suspense, type ReactNode } from "react";
import { ContentMistakeNotice } from "@/components/content-mistake/content-mistake-notice";
import { readContentMistake, type ContentMistake } from "@/lib/content/content-mistake";

type Props = {
  children: ReactNode;
  /** What the notice stands in for: one block of a page, or the page's whole body. */
  scope: "block" | "page";
};

/**
 * Under `next dev` only (content-mistake-guard.tsx): a content
 * error in what it wraps shows as a notice in its place, naming the file, the fields and the fix,
 * with a link to the editor's entry, while the rest of the page still shows. Any other error goes
 * on to Next's own boundaries. The Suspense boundary lets the server render the rest of the page
 * when this part fails; the browser then draws the notice.
 */
export class ContentMistakeBoundary extends Component<Props, { mistake: ContentMistake | null }> {
  state = { mistake: null as ContentMistake | null };

  static getDerivedStateFromError(error: unknown) {
    const mistake = readContentMistake(error instanceof Error ? error.message : String(error));
    if (!mistake) throw error;
    return { mistake };
  }

  render() {
    const { mistake } = this.state;
    if (!mistake) return <Suspense fallback={null}>{this.props.children}</Suspense>;
    return <ContentMistakeNotice mistake={mistake} scope={this.props.scope} />;
  }
}
