// A process that applies the migrations of MIGRATIONS_DIR to DATABASE_URL, or to the embedded
// database in DATA_DIR, printing "applying <name>" before each: tests kill it mid-migration.
import { applyMigrations, startDataDirPostgres } from "@booking/db";

const embedded = process.env.DATABASE_URL ? undefined : await startDataDirPostgres(process.env.DATA_DIR!);
const applied = await applyMigrations(process.env.DATABASE_URL ?? embedded!.url, {
  dir: process.env.MIGRATIONS_DIR,
  onApply: (name) => console.log(`applying ${name}`),
});
console.log(`applied ${applied.join(", ")}`);
await embedded?.stop();
