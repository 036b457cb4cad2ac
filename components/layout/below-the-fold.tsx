import { Activity, type CSSProperties, type ReactNode } from "react";

type BelowTheFoldProps = {
  children: ReactNode;
  /** Its usual height in CSS pixels on a phone and from the `lg` breakpoint, held until it is laid out. */
  estimatedHeight?: { phone: number; desktop: number };
};

/**
 * A part of a long page that starts below the fold. Its HTML is unchanged (search engines and
 * visitors without JavaScript get all of it); what changes is when the browser does the work:
 * - React hydrates it in a pass of its own after the rest of the page, in slices that leave the
 *   main thread free between them (an `<Activity>` boundary, which the server marks in the HTML).
 *   A click that arrives first makes React hydrate that part at once.
 * - The browser skips its style and layout until it nears the viewport
 *   (`content-visibility: auto`), holding its place with the estimated height until the real
 *   one is known.
 * Use it for content that is below the fold when the page opens on a phone or a laptop (on
 * screen, it still paints in the first frame; only its islands hydrate later). A page opened at a
 * fragment, and a jump to a section (`scrollToSection`), lay everything out first so that they
 * land exactly (the rule is in app/globals.css).
 */
export function BelowTheFold({
  children,
  estimatedHeight = { phone: 1800, desktop: 1100 },
}: BelowTheFoldProps) {
  const style = {
    "--estimated-height": `${estimatedHeight.phone}px`,
    "--estimated-height-lg": `${estimatedHeight.desktop}px`,
  } as CSSProperties;
  return (
    <Activity>
      <div
        data-below-the-fold=""
        style={style}
        className="[contain-intrinsic-size:auto_var(--estimated-height)] [content-visibility:auto] lg:[contain-intrinsic-size:auto_var(--estimated-height-lg)]"
      >
        {children}
      </div>
    </Activity>
  );
}
