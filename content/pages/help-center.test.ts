import { describe, expect, it } from "vitest";
import { sectionIds } from "@/content/navigation";
import { helpCenterContent } from "@/content/pages/help-center";
import { privacyPolicy } from "@/content/pages/privacy-policy";
import { termsOfService } from "@/content/pages/terms-of-service";
import { routes } from "@/content/routes";

const anchors: Record<string, readonly string[]> = {
  "/": sectionIds,
  "/privacy-policy": privacyPolicy.sections.map((section) => section.id),
  "/terms-of-service": termsOfService.sections.map((section) => section.id),
};

const destinations = [
  ...helpCenterContent.popular.items.map((item) => item.to),
  ...helpCenterContent.categories.items.flatMap((category) =>
    category.articles.map((article) => article.to),
  ),
].flatMap((to) => (to?.kind === "page" ? [to.href] : []));
const moreHelp = helpCenterContent.moreHelp.items.map((item) => item.href);

describe("help center links", () => {
  it.each([...destinations, ...moreHelp])("%s is a real page and anchor", (href) => {
    const [path = "", fragment] = href.split("#");
    expect(routes as readonly string[]).toContain(path);
    if (fragment) expect(anchors[path] ?? []).toContain(fragment);
  });
});
