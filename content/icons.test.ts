import { describe, expect, it } from "vitest";
import { iconName, iconNames } from "@/content/icons";
import * as icons from "@/lib/brand/icons";

describe("icon names in content", () => {
  it("are the registry's names, each with a drawing", () => {
    expect(iconNames.length).toBeGreaterThan(0);
    for (const name of iconNames) expect(icons[name].length).toBeGreaterThan(0);
  });

  it("rejects a name the registry does not have, listing the ones it does", () => {
    const result = iconName.safeParse("check");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(`"${iconNames[0]}"`);
    expect(iconName.parse(iconNames[0])).toBe(iconNames[0]);
  });
});
