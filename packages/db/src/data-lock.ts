// One process per embedded data folder, as PostgreSQL guards its data directory with postmaster.pid:
// PGlite keeps the whole database in the memory of the process that opened it, so a second process
// on the same folder would serve its own copy and overwrite the first one's on exit.
import fs from "node:fs";
import path from "node:path";

export const LOCK_FILE = "server.pid";

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${ownerPid} (${path.join(dataDir, LOCK_FILE)}). ` +
        "The embedded database serves one process: stop that process first, or run several processes on PostgreSQL (DATABASE_URL).",
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  release(): void;
}

const held = new Set<string>();
let exitHookInstalled = false;

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, "utf8").split("\n")[0]!, 10);
    return Number.isInteger(pid) && pid > 0 ? pid : 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Whether the pid in a lock file still owns it. Our own pid or our parent's can only be left over
 * from before a restart (containers hand out the same small pids again), as PostgreSQL reasons too.
 */
function ownerAlive(pid: number): boolean {
  if (pid === 0 || pid === process.pid || pid === process.ppid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function createExclusive(file: string): boolean {
  try {
    fs.writeFileSync(file, `${process.pid}\n${new Date().toISOString()}\n`, { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * Removes a stale lock under a second, short-lived lock, re-reading the pid there: two processes
 * that both found the same dead owner must not remove each other's fresh lock.
 */
function removeStale(file: string, stalePid: number): void {
  const takeover = `${file}.takeover`;
  if (!createExclusive(takeover)) {
    const pid = readPid(takeover);
    // A process that died inside the takeover leaves it behind; anyone else finishes in microseconds.
    if (pid !== null && !ownerAlive(pid)) fs.rmSync(takeover, { force: true });
    return;
  }
  try {
    if (readPid(file) === stalePid) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(takeover, { force: true });
  }
}

/** Takes DATA_DIR/server.pid for this process, or throws DataDirLockedError naming the live owner. */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  if (held.has(file)) throw new DataDirLockedError(dir, process.pid);
  fs.mkdirSync(dir, { recursive: true });
  for (let attempt = 0; !createExclusive(file); attempt++) {
    const pid = readPid(file);
    if (pid !== null && (ownerAlive(pid) || attempt >= 5)) throw new DataDirLockedError(dir, pid);
    if (pid !== null) removeStale(file, pid);
  }
  held.add(file);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // process.exit() and uncaught errors still run this; only SIGKILL leaves a stale lock behind.
    process.on("exit", () => {
      for (const f of held) fs.rmSync(f, { force: true });
    });
  }
  return {
    release() {
      if (!held.delete(file)) return;
      if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
    },
  };
}
