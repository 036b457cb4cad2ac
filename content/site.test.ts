import { afterEach, describe, expect, it, vi } from "vitest";

const MONITOR = "NEXT_PUBLIC_STATUS_MONITOR_URL";

async function siteWith(value: string | undefined) {
  vi.resetModules();
  vi.stubEnv(MONITOR, value);
  return (await import("@/content/site")).siteConfig;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the status monitor setting", () => {
  it("is unset by default and read, as an https summary URL, from the environment", async () => {
    expect((await siteWith(undefined)).statusMonitor).toBeUndefined();
    const url = "https://status.stackless.example/api/v2/summary.json";
    expect((await siteWith(url)).statusMonitor).toBe(url);
  });

  it("accepts http only on this machine, where a test monitor runs", async () => {
    const local = "http://127.0.0.1:3141/api/v2/summary.json";
    expect((await siteWith(local)).statusMonitor).toBe(local);
    await expect(siteWith("http://status.stackless.example/api/v2/summary.json")).rejects.toThrow(
      /statusMonitor: an https URL/,
    );
  });
});

describe("the locale", () => {
  it("is a language and region Intl knows, and a malformed one is refused without a crash", async () => {
    vi.resetModules();
    const { siteFileSchema } = await import("@/content/site");
    const locale = siteFileSchema.shape.locale;
    expect(locale.safeParse("en_US").success).toBe(true);
    for (const value of ["english", "en", "<script>x()</script>", "\u0001", "xx_YY"]) {
      expect(locale.safeParse(value).success, value).toBe(false);
    }
  });
});
