// The guard that keeps a restored copy from re-sending the original's messages (issue 27.6). A
// database carries the fingerprint of the place it was adopted in (PlatformInstance); a process
// compares it with the place it finds the database in:
// - PostgreSQL: a random marker set on the database itself (ALTER DATABASE ... SET
//   booking.instance), which a pg_dump / pg_restore without --create does not carry over, so a
//   restore into a fresh database has none;
// - embedded: the data folder's real path (a copy restored beside the original lives elsewhere; one
//   restored in the original's place after a loss is the original again).
// First start: adopted. Same place: runs. Another place: "restored copy": the process serves HTTP but
// starts no job worker (every queued message stays queued) until it is started once with
// ADOPT_DATABASE=1, which writes the new fingerprint (and marker).
import crypto from "node:crypto";
import fs from "node:fs";
import type { PrismaClient } from "./generated/client.ts";

export type InstanceVerdict = "first-start" | "same" | "adopted" | "restored-copy";

const MARKER = "booking.instance";

function currentPlace(where: { dataDir?: string }): string | undefined {
  return where.dataDir ? `embedded:${fs.realpathSync(where.dataDir)}` : undefined;
}

/** The marker as the catalog has it now (current_setting would show a connection's value from its start). */
async function postgresMarker(db: Pick<PrismaClient, "$queryRawUnsafe">): Promise<string | undefined> {
  const rows = await db.$queryRawUnsafe<{ setting: string }[]>(
    `SELECT unnest(setconfig) AS setting FROM pg_db_role_setting
     WHERE setrole = 0 AND setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database())`,
  );
  const prefix = `${MARKER}=`;
  return rows.find((row) => row.setting.startsWith(prefix))?.setting.slice(prefix.length) || undefined;
}

/** Sets a new marker on the current database (seen by connections opened from now on) and returns it. */
async function setPostgresMarker(db: Pick<PrismaClient, "$executeRawUnsafe" | "$queryRawUnsafe">): Promise<string> {
  const marker = crypto.randomUUID();
  const rows = await db.$queryRawUnsafe<{ name: string }[]>("SELECT current_database() AS name");
  // Only the database's owner may set it; a role that may not leaves the guard to the documented adoption.
  await db.$executeRawUnsafe(`ALTER DATABASE "${rows[0]!.name.replaceAll('"', '""')}" SET ${MARKER} = '${marker}'`);
  return marker;
}

/**
 * Checks (and on a first start or with `adopt`, records) which place this database belongs to.
 * `dataDir`: the embedded database's folder; absent on PostgreSQL.
 */
export async function checkInstance(db: PrismaClient, options: { dataDir?: string; adopt?: boolean }): Promise<InstanceVerdict> {
  if (options.dataDir) return decide(db, options);
  // Processes starting together on an empty database (scale-out) decide one after another: the
  // first records the marker and the row, the others then find both.
  return db.$transaction(
    async (tx) => {
      await tx.$queryRawUnsafe("SELECT pg_advisory_xact_lock(hashtext('booking.instance'))::text");
      return decide(tx, options);
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
}

async function decide(
  db: Pick<PrismaClient, "$queryRawUnsafe" | "$executeRawUnsafe" | "platformInstance">,
  options: { dataDir?: string; adopt?: boolean },
): Promise<InstanceVerdict> {
  const row = await db.platformInstance.findUnique({ where: { id: 1 } });
  const embeddedPlace = currentPlace(options);
  const marker = embeddedPlace ? undefined : await postgresMarker(db);
  const current = embeddedPlace ?? (marker ? `pg:${marker}` : undefined);
  if (row && current && row.fingerprint === current) return "same";
  if (row && !options.adopt) return "restored-copy";
  const fingerprint = embeddedPlace ?? `pg:${marker ?? (await setPostgresMarker(db))}`;
  await db.platformInstance.upsert({
    where: { id: 1 },
    create: { id: 1, fingerprint },
    update: { fingerprint, adoptedAt: new Date() },
  });
  return row ? "adopted" : "first-start";
}
