import { describe, expect, it, vi } from "vitest";
import { createEmitter } from "@/lib/browser/events";

describe("createEmitter", () => {
  it("calls every listener with each value until it unsubscribes", () => {
    const emitter = createEmitter<number>();
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = emitter.subscribe(first);
    emitter.subscribe(second);

    emitter.emit(1);
    offFirst();
    emitter.emit(2);

    expect(first.mock.calls).toEqual([[1]]);
    expect(second.mock.calls).toEqual([[1], [2]]);
  });

  it("drops a value nobody hears unless asked to keep it", () => {
    const emitter = createEmitter();
    emitter.emit();
    const listener = vi.fn();
    emitter.subscribe(listener);
    expect(listener).not.toHaveBeenCalled();
  });

  it("keeps the last unheard value for the next subscriber only, once", () => {
    const emitter = createEmitter<string>({ keepUnheard: true });
    emitter.emit("early");
    emitter.emit("later");
    const first = vi.fn();
    const off = emitter.subscribe(first);
    expect(first.mock.calls).toEqual([["later"]]);

    const second = vi.fn();
    emitter.subscribe(second);
    off();
    expect(second).not.toHaveBeenCalled();

    emitter.emit("heard");
    expect(second.mock.calls).toEqual([["heard"]]);
  });

  it("lets a listener unsubscribe while it is being called", () => {
    const emitter = createEmitter();
    const later = vi.fn();
    const off = emitter.subscribe(() => off());
    emitter.subscribe(later);
    emitter.emit();
    emitter.emit();
    expect(later).toHaveBeenCalledTimes(2);
  });
});
