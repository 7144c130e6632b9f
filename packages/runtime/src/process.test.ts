import { afterEach, describe, expect, it } from "vitest";
import { ProcessRuntime } from "./process.ts";

// A signal no test runner uses, so emitting it here ends nothing but the runtime under test.
const SIGNAL = "SIGUSR2" as const;

function runtime() {
  const events: string[] = [];
  const exits: number[] = [];
  const rt = new ProcessRuntime({ log: (line) => events.push(line), exit: (code) => exits.push(code), signals: [SIGNAL] });
  return { rt, events, exits };
}

afterEach(() => {
  process.removeAllListeners(SIGNAL);
});

describe("ProcessRuntime", () => {
  it("handles a signal that arrives during start-up work: stops what started, exits 0", async () => {
    const { rt, events, exits } = runtime();
    let releaseMigrations!: () => void;
    const starting = rt.start(async () => {
      rt.onShutdown(() => void events.push("database closed"));
      await new Promise<void>((resolve) => (releaseMigrations = resolve));
      events.push("start-up went on");
    });
    process.emit(SIGNAL);
    await rt.shutdown("joined");
    expect(events).toEqual([`${SIGNAL}: shutting down`, "database closed"]);
    expect(exits).toEqual([0]);
    releaseMigrations();
    await starting;
  });

  it("stops in reverse order, once, however many signals come", async () => {
    const { rt, events, exits } = runtime();
    await rt.start(async () => {
      rt.onShutdown(() => void events.push("database"));
      rt.onShutdown(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        events.push("server");
      });
      rt.onShutdown(() => void events.push("workers"));
    });
    process.emit(SIGNAL);
    process.emit(SIGNAL);
    await rt.shutdown("again");
    expect(events).toEqual([`${SIGNAL}: shutting down`, "workers", "server", "database"]);
    expect(exits).toEqual([0]);
  });

  it("undoes a failed start-up and exits 1, even when a stop step throws", async () => {
    const { rt, events, exits } = runtime();
    const consoleError = console.error;
    console.error = () => undefined;
    try {
      await rt.start(async () => {
        rt.onShutdown(() => void events.push("database closed"));
        rt.onShutdown(() => {
          throw new Error("server would not close");
        });
        throw new Error("migration failed");
      });
    } finally {
      console.error = consoleError;
    }
    expect(events).toEqual(["start-up failed", "database closed"]);
    expect(exits).toEqual([1]);
  });
});
