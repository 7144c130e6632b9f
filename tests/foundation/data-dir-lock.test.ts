// One process per embedded data folder (issue 17.1): a second server on the same DATA_DIR refuses to
// start, naming the owner; a lock left by a killed process is taken over.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "@booking/db";
import { spawnServer, type ServerProcess } from "../support/processes.ts";

const dirs: string[] = [];
const servers: ServerProcess[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "booking-lock-"));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop("SIGKILL")));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A pid that belonged to a process which has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((r) => child.once("exit", r));
  return child.pid!;
}

describe("DATA_DIR lock", () => {
  it("is held by one owner at a time and free again after release", () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "server.pid"), "utf8").split("\n")[0]).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(fs.existsSync(path.join(dir, "server.pid"))).toBe(false);
    lockDataDir(dir).release();
  });

  it("refuses while the pid in the lock file lives, and takes over from a dead one", async () => {
    const dir = tempDir();
    const sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      fs.writeFileSync(path.join(dir, "server.pid"), `${sleeper.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${sleeper.pid}`);
    } finally {
      sleeper.kill("SIGKILL");
    }
    fs.writeFileSync(path.join(dir, "server.pid"), `${await deadPid()}\n`);
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "server.pid"), "utf8").split("\n")[0]).toBe(String(process.pid));
    lock.release();
  });
});

describe("two servers on one DATA_DIR", () => {
  it("the second refuses to start with a clear message; after a kill -9 of the first, a new one takes over", async () => {
    const dataDir = tempDir();
    const first = await spawnServer({ DATA_DIR: dataDir });
    servers.push(first);
    await first.ready();

    const second = await spawnServer({ DATA_DIR: dataDir });
    servers.push(second);
    // Racing readiness, so that on old code (both come up) the test fails at once instead of timing out.
    expect(
      await Promise.race([
        second.exited,
        second.ready().then(
          () => "second server started",
          () => "exited",
        ),
      ]),
    ).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by process ${first.child.pid}`);
    // The refused process left the owner's lock alone and the owner still serves.
    expect(fs.readFileSync(path.join(dataDir, "server.pid"), "utf8").split("\n")[0]).toBe(String(first.child.pid));
    expect((await fetch(`${first.base}/readyz`)).status).toBe(200);

    await first.stop("SIGKILL");
    const third = await spawnServer({ DATA_DIR: dataDir });
    servers.push(third);
    await third.ready();
    expect(fs.readFileSync(path.join(dataDir, "server.pid"), "utf8").split("\n")[0]).toBe(String(third.child.pid));
    const services = await fetch(`${third.base}/api/services`, { headers: { "x-tenant": "default" } });
    expect(((await services.json()) as unknown[]).length).toBe(3);
    expect(await third.stop("SIGTERM")).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "server.pid"))).toBe(false);
  }, 240_000);
});
