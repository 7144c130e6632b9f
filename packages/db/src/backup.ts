// Backup and restore of the embedded database (issue 27.6; PostgreSQL uses pg_dump / pg_restore,
// README "Backup and restore"). A backup is PGlite's own dump of its data folder, a gzipped tar
// (`dumpDataDir`), taken inside the process that owns the database, after a CHECKPOINT and while no
// statement runs: PGlite is single-threaded, so the tar is one point in time, and a transaction that
// was open then is simply not in it (PostgreSQL's crash recovery on load). It is taken online: the
// API process writes one when asked (SIGUSR2 from `npm run db:backup`), and serves on meanwhile.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";

/** Writes a consistent copy of `pglite` to `file` (a .tar.gz; written beside, then renamed into place). */
export async function backupEmbedded(pglite: PGlite, file: string): Promise<void> {
  await pglite.exec("CHECKPOINT");
  const dump = await pglite.dumpDataDir("gzip");
  const partial = `${file}.partial`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  fs.renameSync(partial, file);
}

/** Makes `dataDir` (which must not hold a database yet) the database of the backup `file`. */
export async function restoreEmbedded(file: string, dataDir: string): Promise<void> {
  const target = path.join(dataDir, "pglite");
  if (fs.existsSync(path.join(target, "PG_VERSION"))) throw new Error(`${target} already holds a database: restore into an empty DATA_DIR`);
  fs.mkdirSync(target, { recursive: true });
  const loadDataDir = new Blob([fs.readFileSync(file)]);
  const pglite = await PGlite.create(target, { extensions: { btree_gist }, loadDataDir });
  await pglite.exec("CHECKPOINT");
  await pglite.close();
}
