import path from "node:path";
import { fileURLToPath } from "node:url";

export const prismaDir = fileURLToPath(new URL("../../../prisma/", import.meta.url));
export const schemaPath = path.join(prismaDir, "schema.prisma");
export const migrationsDir = path.join(prismaDir, "migrations");
