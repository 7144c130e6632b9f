// Durability of the embedded default (issue 17.7): a commit on a persisted PGlite has reached the
// disk (fsync(2) of its WAL) when it returns; PGlite alone runs with fsync off and its Node file
// system syncs nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { startEmbeddedPostgres, type EmbeddedOptions } from "@booking/db";

const dirs: string[] = [];
afterEach(() => vi.restoreAllMocks());
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The files fsync(2) was called on while `work` committed, relative to the data folder. */
async function syncedDuring(options: EmbeddedOptions): Promise<{ fsync: string; synced: string[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "booking-durable-"));
  dirs.push(dir);
  const embedded = await startEmbeddedPostgres(dir, options);
  const client = new pg.Client({ connectionString: embedded.url });
  await client.connect();
  try {
    await client.query("CREATE TABLE acknowledged (id int PRIMARY KEY)");
    const synced: string[] = [];
    const fsyncSync = fs.fsyncSync;
    vi.spyOn(fs, "fsyncSync").mockImplementation((fd) => {
      synced.push(path.relative(dir, fs.readlinkSync(`/proc/self/fd/${fd}`)));
      fsyncSync(fd);
    });
    await client.query("INSERT INTO acknowledged VALUES (1)");
    const { rows } = await client.query<{ fsync: string }>("SHOW fsync");
    return { fsync: rows[0]!.fsync, synced };
  } finally {
    await client.end();
    await embedded.stop();
  }
}

describe("embedded PGlite on disk", () => {
  it("by default, a commit returns after its WAL was synced to disk", async () => {
    const { fsync, synced } = await syncedDuring({});
    expect(fsync).toBe("on");
    expect(synced.some((file) => file.startsWith("pg_wal/"))).toBe(true);
  });

  it("with durable: false, as PGlite ships, nothing is synced", async () => {
    const { fsync, synced } = await syncedDuring({ durable: false });
    expect(fsync).toBe("off");
    expect(synced).toEqual([]);
  });
});
