import { describe, expect, it } from "vitest";
import { fillTemplate } from "@/lib/text/fill-template";

describe("fillTemplate", () => {
  it("fills known placeholders and leaves unknown ones visible", () => {
    expect(
      fillTemplate("{subject} ({priority}) {oops}", { subject: "Billing", priority: "High" }),
    ).toBe("Billing (High) {oops}");
  });
});
