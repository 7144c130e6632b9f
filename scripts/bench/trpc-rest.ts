// (e) The same call through tRPC and through REST: Node CPU per call (process.cpuUsage, so with
// PostgreSQL the database's own work is not in it; with the embedded PGlite it is, for both).
// services.list with a signed-in customer, one call at a time, alternating rounds after a warm-up.
import type { Db } from "@booking/db";
import { seedCustomers, seedService, seedTenant } from "./seed.ts";
import type { Send } from "./transport.ts";

export interface TrpcRestResult {
  restCpuUsPerCall: number;
  trpcCpuUsPerCall: number;
  /** tRPC CPU per call ÷ REST CPU per call */
  ratio: number;
}

const CALLS = 1_000;
const ROUNDS = 4;
const WARMUP = 1_000;

async function cpuPerCall(call: () => Promise<unknown>, calls: number): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i++) await call();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / calls;
}

export async function benchTrpcVsRest(db: Db, send: Send): Promise<TrpcRestResult> {
  const tenant = await seedTenant(db, `bench-trpc-${Date.now().toString(36)}`);
  for (const minutes of [30, 60, 90]) await seedService(db, tenant, minutes);
  const [customer] = await seedCustomers(db, tenant, 1);
  const headers = { "x-tenant": tenant.slug, authorization: `Bearer ${customer!.token}` };
  const rest = () => send("GET", "/api/services", headers);
  const trpc = () => send("GET", "/trpc/services.list", headers);
  const [restReply, trpcReply] = [await rest(), await trpc()];
  const trpcData = (JSON.parse(trpcReply.body) as { result?: { data?: unknown } }).result?.data;
  if (restReply.status !== 200 || JSON.stringify(trpcData) !== restReply.body) {
    throw new Error(`tRPC and REST answer differently:\n${restReply.body}\n${trpcReply.body}`);
  }
  await cpuPerCall(rest, WARMUP);
  await cpuPerCall(trpc, WARMUP);
  let restTotal = 0;
  let trpcTotal = 0;
  for (let round = 0; round < ROUNDS; round++) {
    restTotal += await cpuPerCall(rest, CALLS);
    trpcTotal += await cpuPerCall(trpc, CALLS);
  }
  const restCpuUsPerCall = restTotal / ROUNDS;
  const trpcCpuUsPerCall = trpcTotal / ROUNDS;
  return { restCpuUsPerCall, trpcCpuUsPerCall, ratio: trpcCpuUsPerCall / restCpuUsPerCall };
}
