import { createElement as lucideSvg, type IconNode } from "lucide";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Icon } from "@/components/ui/icon";
import * as icons from "@/lib/brand/icons";
import { Check, Mail } from "@/lib/brand/icons";

type FakeElement = { tag: string; attributes: [string, string][]; children: FakeElement[] };

function serialise({ tag, attributes, children }: FakeElement): string {
  const attrs = attributes.map(([name, value]) => ` ${name}="${value}"`).join("");
  return `<${tag}${attrs}>${children.map(serialise).join("")}</${tag}>`;
}

/**
 * lucide's own rendering (what its vanilla package puts in a page), without the xmlns that inline
 * SVG does not need. Its renderer builds DOM elements; a stand-in document records them.
 */
function lucideMarkup(node: IconNode, attributes: Record<string, string | number>) {
  const svg = lucideSvg(node, attributes) as unknown as FakeElement;
  svg.attributes = svg.attributes.filter(([name]) => name !== "xmlns");
  return serialise(svg);
}

/** Attributes in a fixed order, so that two renderings compare by content. */
function normalise(markup: string) {
  return markup.replace(/<(\w+)([^>]*?)(\/?)>/g, (_, tag: string, attributes: string, close) => {
    const sorted = (attributes.match(/[\w-]+="[^"]*"/g) ?? []).sort().join(" ");
    return `<${tag}${sorted ? ` ${sorted}` : ""}${close}>`;
  });
}

describe("Icon", () => {
  const realDocument = globalThis.document;
  beforeAll(() => {
    globalThis.document = {
      createElementNS: (_namespace: string, tag: string): FakeElement & object => {
        const element: FakeElement = { tag, attributes: [], children: [] };
        return Object.assign(element, {
          setAttribute: (name: string, value: string) => element.attributes.push([name, value]),
          appendChild: (child: FakeElement) => element.children.push(child),
        });
      },
    } as unknown as Document;
  });
  afterAll(() => {
    globalThis.document = realDocument;
  });

  it.each(Object.entries(icons))("%s draws what lucide draws", (_, node) => {
    const markup = renderToStaticMarkup(<Icon icon={node} className="size-4 text-brand-600" />);
    expect(markup).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    // The same shapes as lucide's own rendering; lucide's stroke and fill attributes on the
    // <svg> are the .icon rule in app/globals.css instead.
    const reference = lucideMarkup(node, {
      class: "icon size-4 text-brand-600",
      "aria-hidden": "true",
    });
    const shapes = (svg: string) => normalise(svg).replace(/^<svg[^>]*>/, "");
    expect(shapes(markup)).toBe(shapes(reference));
    expect(markup).toMatch(
      /^<svg viewBox="0 0 24 24" aria-hidden="true" class="icon size-4 text-brand-600">/,
    );
  });

  it("leaves lucide's drawing attributes to the .icon rule", () => {
    expect(renderToStaticMarkup(<Icon icon={Check} className="size-4 text-emerald-400" />)).toBe(
      '<svg viewBox="0 0 24 24" aria-hidden="true" class="icon size-4 text-emerald-400"><path d="M20 6 9 17l-5-5"></path></svg>',
    );
    expect(renderToStaticMarkup(<Icon icon={Check} />)).toMatch(/^<svg [^>]*class="icon">/);
  });

  it("is hidden from assistive technology unless it is labelled", () => {
    expect(renderToStaticMarkup(<Icon icon={Check} />)).toContain('aria-hidden="true"');
    const labelled = renderToStaticMarkup(<Icon icon={Mail} role="img" aria-label="Email" />);
    expect(labelled).toContain('aria-label="Email"');
    expect(labelled).not.toContain("aria-hidden");
  });

  it("takes a size in pixels and a stroke width as inline style, which beats the rule", () => {
    expect(renderToStaticMarkup(<Icon icon={Check} size={16} />)).toContain(
      'style="width:16px;height:16px"',
    );
    expect(renderToStaticMarkup(<Icon icon={Check} strokeWidth={3} />)).toContain(
      'style="stroke-width:3"',
    );
  });
});
