import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client.ts";

export interface CreateDbOptions {
  /** Pool size; must be 1 for the embedded PGlite database. */
  maxConnections?: number;
}

export function createDb(url: string, options: CreateDbOptions = {}): PrismaClient {
  const adapter = new PrismaPg({ connectionString: url, max: options.maxConnections ?? 10 });
  return new PrismaClient({ adapter });
}

export type Db = PrismaClient;
