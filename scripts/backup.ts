// `npm run db:backup -- <file>` and `npm run db:restore -- <file>` (README "Backup and restore").
// PostgreSQL (DATABASE_URL): pg_dump's custom format (`pg_dump -Fc --no-owner --no-privileges`),
//   consistent while the platform runs (one snapshot); restore with pg_restore into a fresh database.
// Embedded (DATA_DIR): PGlite's own dump of its data folder (packages/db backup.ts). While `npm start`
//   owns DATA_DIR, that process writes it (asked through DATA_DIR/backup-request and SIGUSR2) and keeps
//   serving; otherwise this command opens the folder itself.
// Either way the generated APP_SECRET of an embedded DATA_DIR is copied beside the backup as
// <file>.app-secret: without the APP_SECRET it was written with, a backup's bot tokens, payment
// credentials and webhook secrets cannot be read.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const LOCK_FILE = "server.pid";
const BACKUP_REQUEST_FILE = "backup-request";

function livePid(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(dataDir, LOCK_FILE), "utf8").split("\n")[0]!, 10);
    if (!Number.isInteger(pid) || pid <= 0) return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

async function waitForFile(file: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(file)) {
    if (fs.existsSync(`${file}.failed`))
      throw new Error(`the running process could not write the backup: ${fs.readFileSync(`${file}.failed`, "utf8")}`);
    if (Date.now() > deadline) throw new Error(`no backup at ${file} after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function backup(target: string): Promise<void> {
  const file = path.resolve(target);
  if (fs.existsSync(file)) throw new Error(`${file} exists: name a new file`);
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const result = spawnSync("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, databaseUrl], {
      stdio: ["ignore", "inherit", "inherit"],
    });
    if (result.error) throw new Error(`pg_dump could not run (${result.error.message}): install the PostgreSQL client`);
    if (result.status !== 0) throw new Error(`pg_dump failed (exit ${result.status})`);
    console.log(`PostgreSQL backup written to ${file} (pg_dump custom format). Keep APP_SECRET with it: it is not in the backup.`);
    return;
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
  const pid = livePid(dataDir);
  if (pid !== null) {
    fs.writeFileSync(path.join(dataDir, BACKUP_REQUEST_FILE), file);
    process.kill(pid, "SIGUSR2");
    await waitForFile(file, 5 * 60_000);
  } else {
    const { backupEmbedded, startDataDirPostgres } = await import("@booking/db");
    const embedded = await startDataDirPostgres(dataDir);
    try {
      await backupEmbedded(embedded.pglite, file);
    } finally {
      await embedded.stop();
    }
  }
  const secret = path.join(dataDir, "app-secret");
  if (!process.env.APP_SECRET && fs.existsSync(secret)) fs.copyFileSync(secret, `${file}.app-secret`);
  console.log(
    `embedded backup written to ${file}${fs.existsSync(`${file}.app-secret`) ? ` with its APP_SECRET in ${file}.app-secret (keep them together, and private)` : "; keep APP_SECRET with it"}`,
  );
}

export async function restore(source: string): Promise<void> {
  const file = path.resolve(source);
  if (process.env.DATABASE_URL) {
    throw new Error(
      "PostgreSQL: restore with pg_restore into a fresh database: createdb booking_restored && pg_restore --no-owner --no-privileges --dbname=booking_restored <file>",
    );
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
  const { restoreEmbedded } = await import("@booking/db");
  await restoreEmbedded(file, dataDir);
  if (fs.existsSync(`${file}.app-secret`) && !fs.existsSync(path.join(dataDir, "app-secret"))) {
    fs.copyFileSync(`${file}.app-secret`, path.join(dataDir, "app-secret"));
    fs.chmodSync(path.join(dataDir, "app-secret"), 0o600);
  }
  console.log(
    `restored ${file} into ${dataDir}. Started beside the original, it runs no jobs (nothing is sent twice); ` +
      "to make it the live instance, start it once with ADOPT_DATABASE=1.",
  );
}
