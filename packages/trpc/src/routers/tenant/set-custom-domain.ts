import { setCustomDomain } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { setCustomDomainInput, setCustomDomainResponse } from "./set-custom-domain.types.ts";

export const setCustomDomainRoute = ownerProcedure
  .meta({
    errors: ["DOMAIN_INVALID_FORMAT", "DOMAIN_TAKEN", "PLAN_CUSTOM_DOMAIN_NOT_ALLOWED"],
    openapi: {
      method: "POST",
      path: "/tenant/custom-domain",
      tags: ["tenant"],
      summary: 'Set the tenant\'s own domain (host name only; PROFESSIONAL+), or remove it with null or ""',
    },
  })
  .input(setCustomDomainInput)
  .output(setCustomDomainResponse)
  .mutation(async ({ ctx, input }) => {
    const tenant = await setCustomDomain(ctx.platform, ctx.deps, ctx.tenant, input.domain, new Date());
    const url = tenant.customDomain ? `https://${tenant.customDomain}/webapp/${tenant.slug}` : null;
    return { customDomain: tenant.customDomain, url };
  });
