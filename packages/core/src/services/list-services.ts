import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { toServiceView, type ServiceView } from "./service-view.ts";

/** The storefront: active, non-archived services, oldest first (the owner's order of creation). */
export async function listActiveServices(db: ScopedDb): Promise<ServiceView[]> {
  const services = await db.service.findMany({
    where: { isActive: true, archivedAt: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return services.map(toServiceView);
}
