// PgBouncer (Debian's `pgbouncer` package, 1.18) as a child process in transaction pooling, in
// front of a PostgreSQL server (issue 28.3): the layout production puts between many API processes
// and one database. Used by tests/ops/pgbouncer.test.ts and `npm run scale-out`.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface PgBouncer {
  /** `serverUrl` with host and port replaced by the pooler's. */
  urlFor(serverUrl: string): string;
  port: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited (${child.exitCode}):\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`pgbouncer did not listen on ${port} within 10 s:\n${output()}`);
}

/**
 * Starts pgbouncer on a free port for the PostgreSQL server of `serverUrl` (every database on it,
 * as its own user, trusted: the server decides), transaction pooling with `serverConnections`
 * connections per database and user. As root it runs as `postgres` (pgbouncer refuses root).
 */
export async function startPgBouncer(serverUrl: string, { serverConnections = 10 } = {}): Promise<PgBouncer> {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username || "postgres");
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pgbouncer-"));
  fs.chmodSync(dir, 0o755);
  // The server's password (if any) is what pgbouncer logs in with; clients are trusted here.
  fs.writeFileSync(path.join(dir, "userlist.txt"), `"${user}" "${decodeURIComponent(server.password)}"\n`, { mode: 0o644 });
  const ini = path.join(dir, "pgbouncer.ini");
  fs.writeFileSync(
    ini,
    [
      "[databases]",
      `* = host=${server.hostname} port=${server.port || 5432}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(dir, "userlist.txt")}`,
      "pool_mode = transaction",
      `default_pool_size = ${serverConnections}`,
      "max_client_conn = 1000",
      // pg sends these at connect; pgbouncer would refuse the connection over them otherwise.
      "ignore_startup_parameters = extra_float_digits,options",
      "server_reset_query =",
      "",
    ].join("\n"),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  const child = spawn("pgbouncer", [...(asRoot ? ["-u", "postgres"] : []), ini], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const spawned = new Promise<void>((resolve, reject) => {
    child.once("spawn", resolve);
    child.once("error", (error) => reject(new Error(`pgbouncer could not start (apt-get install pgbouncer): ${error.message}`)));
  });
  await spawned;
  await waitForPort(port, child, () => output);
  return {
    port,
    urlFor(url) {
      const pooled = new URL(url);
      pooled.hostname = "127.0.0.1";
      pooled.port = String(port);
      return pooled.toString();
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGINT");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
