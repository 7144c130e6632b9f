import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastQueue } from "./toast-queue.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("toast timing (3 s, then a 300 ms fade)", () => {
  it("stays visible for 3 seconds, fades for 300 ms, then disappears", () => {
    const queue = createToastQueue();
    queue.show("success", "Сохранено");
    vi.advanceTimersByTime(2999);
    expect(queue.getSnapshot()).toEqual([expect.objectContaining({ text: "Сохранено", leaving: false })]);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toEqual([expect.objectContaining({ leaving: true })]);
    vi.advanceTimersByTime(299);
    expect(queue.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toHaveLength(0);
  });

  it("stacks toasts in the order they were shown, each on its own clock", () => {
    const queue = createToastQueue();
    queue.show("success", "first");
    vi.advanceTimersByTime(1000);
    queue.show("error", "second");
    expect(queue.getSnapshot().map((toast) => [toast.kind, toast.text])).toEqual([
      ["success", "first"],
      ["error", "second"],
    ]);
    vi.advanceTimersByTime(2300);
    expect(queue.getSnapshot().map((toast) => toast.text)).toEqual(["second"]);
    vi.advanceTimersByTime(1000);
    expect(queue.getSnapshot()).toHaveLength(0);
  });

  it("fades out at once when dismissed", () => {
    const queue = createToastQueue();
    const id = queue.show("error", "oops");
    queue.dismiss(id);
    expect(queue.getSnapshot()[0]?.leaving).toBe(true);
    vi.advanceTimersByTime(300);
    expect(queue.getSnapshot()).toHaveLength(0);
  });

  it("notifies subscribers of every change", () => {
    const queue = createToastQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.show("success", "a");
    vi.advanceTimersByTime(3300);
    expect(listener).toHaveBeenCalledTimes(3); // shown, fading, removed
    unsubscribe();
    queue.show("success", "b");
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
