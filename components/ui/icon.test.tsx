import * as lucide from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "@/components/ui/icons";

const { Check, Mail } = icons;

/** lucide-react's markup without what the static icons leave out: its class names and xmlns. */
function lucideMarkup(name: string, props: SVGProps<SVGSVGElement> = {}) {
  const Icon = (lucide as unknown as Record<string, ComponentType<SVGProps<SVGSVGElement>>>)[name];
  if (!Icon) throw new Error(`lucide-react has no icon named ${name}`);
  return renderToStaticMarkup(<Icon {...props} />)
    .replace(' xmlns="http://www.w3.org/2000/svg"', "")
    .replace(/ class="lucide [^"]*?"/, props.className ? ` class="${props.className}"` : "");
}

/** Attributes in a fixed order, so that two renderings compare by content. */
function normalise(markup: string) {
  return markup.replace(/<(\w+)([^>]*?)(\/?)>/g, (_, tag: string, attributes: string, close) => {
    const sorted = (attributes.match(/[\w-]+="[^"]*"/g) ?? []).sort().join(" ");
    return `<${tag}${sorted ? ` ${sorted}` : ""}${close}>`;
  });
}

describe("static icons", () => {
  const names = Object.keys(icons).filter((name) => name !== "staticIcon");

  it.each(names)("%s draws what lucide-react's icon of that name draws", (name) => {
    const Icon = icons[name as keyof typeof icons] as ComponentType<SVGProps<SVGSVGElement>>;
    const props = { className: "size-4 text-brand-600", strokeWidth: 2.5 };
    const markup = renderToStaticMarkup(<Icon {...props} />);
    expect(markup).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    expect(normalise(markup)).toBe(normalise(lucideMarkup(name, props)));
  });

  it("is hidden from assistive technology unless it is labelled", () => {
    expect(renderToStaticMarkup(<Check />)).toContain('aria-hidden="true"');
    const labelled = renderToStaticMarkup(<Mail role="img" aria-label="Email" />);
    expect(labelled).toContain('aria-label="Email"');
    expect(labelled).not.toContain("aria-hidden");
  });

  it("takes a size in pixels for both sides", () => {
    expect(renderToStaticMarkup(<Check size={16} />)).toMatch(/width="16" height="16"/);
  });
});
