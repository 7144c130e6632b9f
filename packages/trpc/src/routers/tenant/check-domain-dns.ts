import { checkTenantDomainDns } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { checkDomainDnsInput, checkDomainDnsResponse } from "./check-domain-dns.types.ts";

export const checkDomainDnsRoute = ownerProcedure
  .meta({
    errors: ["DOMAIN_INVALID_FORMAT"],
    openapi: {
      method: "POST",
      path: "/tenant/custom-domain/check-dns",
      tags: ["tenant"],
      summary: "Resolve the domain (or the saved one) and tell whether it points at the platform (A/AAAA match or CNAME)",
    },
  })
  .input(checkDomainDnsInput)
  .output(checkDomainDnsResponse)
  .mutation(({ ctx, input }) => checkTenantDomainDns(ctx.deps, ctx.tenant, input?.domain));
