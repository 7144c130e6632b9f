// Real server processes (`npm start`'s entry point) for tests of start-up, shutdown and crashes.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves once /readyz answers 200; rejects if the process exits first or the time runs out. */
  ready(timeoutMs?: number): Promise<void>;
  /** Resolves once the output contains `text`. */
  waitForOutput(text: string | RegExp, timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Spawns `entry` (default apps/api/src/main.ts) with `env` on top of this process's environment
 * minus DATABASE_URL and APP_SECRET (embedded mode unless the test sets them).
 */
export async function spawnServer(env: NodeJS.ProcessEnv, entry = "apps/api/src/main.ts"): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "warn", HOST: "127.0.0.1", ...env, PORT: String(port) };
  if (!("DATABASE_URL" in env)) delete fullEnv.DATABASE_URL;
  if (!("APP_SECRET" in env)) delete fullEnv.APP_SECRET;
  // tsx as a loader, not its CLI: the CLI runs the program in a child process, which a SIGKILL to
  // the CLI would leave running.
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve(entry)], { env: fullEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await check()) return;
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited before ${what}:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no ${what} within ${timeoutMs} ms:\n${output}`);
  }

  return {
    child,
    base,
    output: () => output,
    exited,
    ready: (timeoutMs = 90_000) =>
      until(
        async () => {
          try {
            return (await fetch(`${base}/readyz`)).ok;
          } catch {
            return false;
          }
        },
        "readiness",
        timeoutMs,
      ),
    waitForOutput: (text, timeoutMs = 90_000) =>
      until(() => (typeof text === "string" ? output.includes(text) : text.test(output)), `output ${text}`, timeoutMs),
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
