import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { loadable } from "@/components/ui/loadable";

const Greeting: ComponentType<{ name: string }> = ({ name }) => <p>Hello {name}</p>;

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("loadable", () => {
  it("renders its fallback on the server and never fetches the code there", () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const LoadableGreeting = loadable(load);

    expect(renderToString(<LoadableGreeting name="Ada" fallback={<span>Wait</span>} />)).toBe(
      "<span>Wait</span>",
    );
    expect(renderToString(<LoadableGreeting name="Ada" />)).toBe("");
    expect(load).not.toHaveBeenCalled();
  });

  it("fetches the code once, however often it is preloaded", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const LoadableGreeting = loadable(load);

    LoadableGreeting.preload();
    LoadableGreeting.preload();
    await settle();
    LoadableGreeting.preload();

    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed download, without an unhandled rejection", async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(Greeting);
    const LoadableGreeting = loadable(load);

    LoadableGreeting.preload();
    await settle();
    LoadableGreeting.preload();
    await settle();
    LoadableGreeting.preload();

    expect(load).toHaveBeenCalledTimes(2);
  });
});
