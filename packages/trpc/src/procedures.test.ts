// Pins the tRPC internals procedures.ts reads (router._def.procedures, procedure._def.type/meta/inputs)
// on a router of its own, so a tRPC upgrade that moves them fails here by name; then checks what
// the app's table says.
import { describe, expect, it } from "vitest";
import { initTRPC } from "@trpc/server";
import { z } from "zod";
import { appRouter } from "./router.ts";
import { TRPCError } from "@trpc/server";
import {
  callProcedure,
  errorCodesOf,
  errorShapeOf,
  hasTransformer,
  procedureTable,
  rateLimitsOf,
  restOperations,
  type ProcedureMeta,
} from "./procedures.ts";

const t = initTRPC.meta<ProcedureMeta>().create();
const guarded = t.procedure.meta({ access: "admin" }).use(({ next }) => next());
const tiny = t.router({
  plain: t.procedure.query(() => 1),
  nested: t.router({
    create: guarded
      .meta({
        successStatus: 201,
        errors: ["SLOT_TAKEN"],
        rateLimit: { max: 3, windowMs: 1000 },
        openapi: { method: "POST", path: "/things/{id}" },
      })
      .input(z.object({ id: z.string() }))
      .mutation(() => 2),
  }),
});

describe("tRPC internals procedures.ts relies on", () => {
  it("reads the flat procedure record, each procedure's type, merged meta and inputs", () => {
    expect(procedureTable(tiny)).toEqual([
      { path: "plain", type: "query", meta: {}, takesInput: false },
      {
        path: "nested.create",
        type: "mutation",
        takesInput: true,
        // The builder's meta and the route's meta merge (the builders in init.ts rely on it for `access`).
        meta: {
          access: "admin",
          successStatus: 201,
          errors: ["SLOT_TAKEN"],
          rateLimit: { max: 3, windowMs: 1000 },
          openapi: { method: "POST", path: "/things/{id}" },
        },
      },
    ]);
  });

  it("derives REST operations, rate limits and error codes from the meta", () => {
    const [operation] = restOperations(tiny);
    expect(operation).toMatchObject({
      path: "nested.create",
      method: "POST",
      openapiPath: "/things/{id}",
      url: "/api/things/:id",
      successStatus: 201,
    });
    expect(rateLimitsOf(tiny)).toEqual(new Map([["nested.create", { max: 3, windowMs: 1000 }]]));
    expect(errorCodesOf(operation!)).toEqual(
      expect.arrayContaining(["SLOT_TAKEN", "RATE_LIMITED", "FORBIDDEN", "UNAUTHORIZED", "PAYLOAD_TOO_LARGE", "TENANT_NOT_FOUND"]),
    );
  });
});

describe("calling procedures and shaping errors (the tRPC HTTP handler's needs)", () => {
  it("calls a procedure with its raw input, and shapes an error with the router's formatter", async () => {
    expect(
      await callProcedure(tiny, {
        path: "nested.create",
        type: "mutation",
        ctx: {},
        batchIndex: 0,
        getRawInput: async () => ({ id: "x" }),
      }),
    ).toBe(2);
    const shape = errorShapeOf(tiny, {
      error: new TRPCError({ code: "NOT_FOUND", message: "gone" }),
      path: "plain",
      type: "query",
      ctx: {},
      input: undefined,
    });
    expect(shape).toMatchObject({ message: "gone", code: -32004, data: { code: "NOT_FOUND", httpStatus: 404, path: "plain" } });
    expect(hasTransformer(tiny)).toBe(false);
    expect(hasTransformer(appRouter)).toBe(false);
  });
});

describe("the app's procedure table", () => {
  const byPath = new Map(procedureTable(appRouter).map((entry) => [entry.path, entry]));

  it("knows every procedure's access from its builder", () => {
    expect(byPath.get("services.list")?.meta.access).toBe("public");
    expect(byPath.get("bookings.create")?.meta.access).toBe("user");
    expect(byPath.get("admin.services.create")?.meta.access).toBe("admin");
    expect(
      procedureTable(appRouter)
        .filter((entry) => !entry.meta.access)
        .map((entry) => entry.path),
    ).toEqual([]);
  });

  it("answers 201 exactly where something is created", () => {
    const created = restOperations(appRouter)
      .filter((op) => op.successStatus === 201)
      .map((op) => `${op.method} ${op.openapiPath}`);
    expect(created.sort()).toEqual([
      "POST /account/api-keys",
      "POST /account/team/invitations",
      "POST /account/webhooks",
      "POST /admin/articles",
      "POST /admin/bookings",
      "POST /admin/news",
      "POST /admin/services",
      "POST /bookings",
      "POST /tenant-management/register",
      "POST /tenant-management/tenants",
      "POST /user/register",
      "POST /user/register/web",
      "POST /waitlist",
      "POST /waitlist/{id}/claim",
    ]);
  });
});
