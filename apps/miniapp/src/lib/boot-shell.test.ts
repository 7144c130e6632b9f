// The app waits for the server-painted shell's first frame before replacing it, and never when there
// is no shell, in a hidden tab, or longer than its limit.
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterBootShellPainted } from "./boot-shell.ts";

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function withShell() {
  document.body.innerHTML = '<div id="root"><div class="boot-shell page"><h1 class="boot-shell__title">Запись</h1></div></div>';
}

describe("afterBootShellPainted", () => {
  it("does not wait without a shell", async () => {
    const frame = vi.fn();
    vi.stubGlobal("requestAnimationFrame", frame);
    await afterBootShellPainted();
    expect(frame).not.toHaveBeenCalled();
  });

  it("waits two frames with a shell (the second comes after the first was painted)", async () => {
    withShell();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    let done = false;
    const waiting = afterBootShellPainted(document, 10_000).then(() => {
      done = true;
    });
    await Promise.resolve();
    frames.shift()!(0);
    await Promise.resolve();
    expect(done).toBe(false);
    frames.shift()!(16);
    await waiting;
    expect(done).toBe(true);
  });

  it("gives up after its limit when no frame comes", async () => {
    withShell();
    vi.useFakeTimers();
    vi.stubGlobal("requestAnimationFrame", () => 0);
    const waiting = afterBootShellPainted(document, 300);
    vi.advanceTimersByTime(300);
    await expect(waiting).resolves.toBeUndefined();
  });
});
