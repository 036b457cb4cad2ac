import { describe, expect, it } from "vitest";
import { helpCenterContent } from "@/content/pages/help-center";
import { routes } from "@/content/routes";

describe("help center links", () => {
  it.each(helpCenterContent.moreHelp.items.map((item) => item.href))(
    "%s is a real page",
    (href) => {
      expect(routes as readonly string[]).toContain(href);
    },
  );
});
