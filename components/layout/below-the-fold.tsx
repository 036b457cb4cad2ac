import { Activity, type ReactNode } from "react";

/**
 * A part of a long page that starts below the fold. Its HTML is unchanged (search engines and
 * visitors without JavaScript get all of it); what changes is when the browser does the work:
 * - React hydrates it in a pass of its own after the rest of the page, in slices that leave the
 *   main thread free between them (an `<Activity>` boundary, which the server marks in the HTML).
 *   A click that arrives first makes React hydrate that part at once.
 * - The browser skips its style and layout until it nears the viewport
 *   (`content-visibility: auto`), holding its place with an estimated height that is replaced
 *   by the real one once it has been laid out.
 * Use it only for content that cannot be on screen when the page opens.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return (
    <Activity>
      <div className="[contain-intrinsic-size:auto_1800px] [content-visibility:auto] lg:[contain-intrinsic-size:auto_1100px]">
        {children}
      </div>
    </Activity>
  );
}
