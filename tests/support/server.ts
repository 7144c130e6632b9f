// A real server (createServer) on the worker's real database, for inject and socket tests.
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { createServer, type ServerDeps } from "../../apps/api/src/server.ts";
import { loadEnv, toServerConfig, type ServerConfig } from "@booking/config";
import { fakeDns } from "./fake-dns.ts";
import { getTestDatabase, type TestDatabase } from "./db.ts";

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  config: ServerConfig;
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const env = loadEnv({
    NODE_ENV: "test",
    APP_SECRET: "test-app-secret-0123456789",
    DATA_DIR: path.join(os.tmpdir(), "booking-tests"),
    TELEGRAM_BOT_TOKEN: "1000000001:TEST-platform-bot-token",
    TELEGRAM_BOT_USERNAME: "test_platform_bot",
    LOG_LEVEL: "silent",
  });
  return { ...toServerConfig(env), ...overrides };
}

export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  extra: Pick<ServerDeps, "dns" | "limitOverrides"> = {},
): Promise<TestApp> {
  const database = await getTestDatabase();
  const config = testConfig(overrides);
  const app = await createServer({ db: database.db, config, logger: false, dns: fakeDns(), ...extra });
  await app.ready();
  return { ...database, app, config };
}
