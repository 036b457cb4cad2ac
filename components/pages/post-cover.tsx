import { ContentIcon } from "@/components/sections/content-icon";
import { postCategories } from "@/content/posts";
import {
  COVER_HEIGHT,
  COVER_WIDTH,
  postCover,
  type CoverScheme,
  type CoverShape,
} from "@/lib/blog/post-cover";
import { cn } from "@/components/ui/cn";
import { svgMarkup, type SvgNode } from "@/lib/brand/svg-markup";

/** Each scheme's background, and its four shades from quiet to strong, as fills and strokes. */
const schemes: Record<
  CoverScheme,
  { background: string; fill: string[]; stroke: string[]; badge: string }
> = {
  violet: {
    background: "bg-brand-600",
    fill: ["fill-brand-500", "fill-brand-400", "fill-brand-300", "fill-on-fill"],
    stroke: ["stroke-brand-500", "stroke-brand-400", "stroke-brand-300", "stroke-on-fill"],
    badge: "bg-on-fill/15 text-on-fill ring-on-fill/30",
  },
  night: {
    background: "bg-brand-deep-950",
    fill: ["fill-brand-deep-900", "fill-brand-deep-800", "fill-brand-600", "fill-brand-300"],
    stroke: [
      "stroke-brand-deep-900",
      "stroke-brand-deep-800",
      "stroke-brand-600",
      "stroke-brand-300",
    ],
    badge: "bg-on-fill/10 text-brand-tint-100 ring-on-fill/20",
  },
  paper: {
    background: "bg-brand-50",
    fill: ["fill-brand-100", "fill-brand-200", "fill-brand-300", "fill-brand-600"],
    stroke: ["stroke-brand-100", "stroke-brand-200", "stroke-brand-300", "stroke-brand-600"],
    badge: "bg-surface text-brand-700 ring-brand-200",
  },
};

/** A shape of the drawing as an SVG element (its class picks the scheme's shade). */
function shapeNode(shape: CoverShape, fill: string[], stroke: string[]): SvgNode {
  switch (shape.kind) {
    case "rect":
      return [
        "rect",
        {
          x: shape.x,
          y: shape.y,
          width: shape.width,
          height: shape.height,
          rx: shape.radius,
          class: fill[shape.tone]!,
        },
      ];
    case "circle":
      return shape.outline
        ? [
            "circle",
            {
              cx: shape.cx,
              cy: shape.cy,
              r: shape.r,
              fill: "none",
              "stroke-width": 2,
              class: stroke[shape.tone]!,
            },
          ]
        : ["circle", { cx: shape.cx, cy: shape.cy, r: shape.r, class: fill[shape.tone]! }];
    case "line":
      return [
        "line",
        {
          x1: shape.x1,
          y1: shape.y1,
          x2: shape.x2,
          y2: shape.y2,
          "stroke-width": 2,
          "stroke-linecap": "round",
          class: stroke[shape.tone]!,
        },
      ];
    case "path":
      return [
        "path",
        {
          d: shape.d,
          fill: "none",
          "stroke-width": 3,
          "stroke-linecap": "round",
          class: stroke[shape.tone]!,
        },
      ];
  }
}

/**
 * A post's cover, drawn on the server from its title and category (lib/blog/post-cover.ts): no two
 * posts share one, and a post keeps its own. Decorative: the card's text names the post.
 */
export function PostCover({
  title,
  category,
  className,
}: {
  title: string;
  category: string;
  className?: string;
}) {
  // English names: a post keeps its cover in every language.
  const categories = postCategories();
  const drawing = postCover(
    title,
    category,
    categories.map((entry) => entry.name),
  );
  const scheme = schemes[drawing.scheme];
  const icon = categories.find((entry) => entry.name === category)?.icon ?? "BookOpen";
  return (
    <div
      aria-hidden="true"
      data-cover={drawing.motif}
      className={cn("relative overflow-hidden", scheme.background, className)}
    >
      <svg
        viewBox={`0 0 ${COVER_WIDTH} ${COVER_HEIGHT}`}
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full"
        // Its shapes as inner HTML: React hydrates the drawing as one element (a listing draws
        // about 200 shapes). Numbers and the schemes' class names only, never the post's text.
        dangerouslySetInnerHTML={{
          __html: svgMarkup(
            drawing.shapes.map((shape) => shapeNode(shape, scheme.fill, scheme.stroke)),
          ),
        }}
      />
      <span
        className={cn(
          "absolute bottom-3 left-3 grid size-9 place-items-center rounded-xl ring-1 backdrop-blur-sm",
          scheme.badge,
        )}
      >
        <ContentIcon name={icon} className="size-4.5" />
      </span>
    </div>
  );
}
