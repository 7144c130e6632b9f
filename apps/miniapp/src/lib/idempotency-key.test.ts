// The key link (issue 15.10): one key per user action. Repeats of an action (same procedure and
// input) share it until one succeeds; a failure keeps it for the retry; explicit keys stay.
import type { AppRouter } from "@booking/trpc";
import { createTRPCClient, TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { describe, expect, it } from "vitest";
import { idempotencyLink, withIdempotencyKey } from "./idempotency-key.ts";

/** A client whose server answers each call from `answer` and records the key each call carried. */
function clientAnswering(answer: (call: number) => "ok" | "fail" | "hang") {
  const keys: unknown[] = [];
  const release: Array<() => void> = [];
  const server: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        keys.push(op.context.idempotencyKey);
        const outcome = answer(keys.length);
        const settle = () => {
          if (outcome === "fail") observer.error(TRPCClientError.from(new Error("network")));
          else {
            observer.next({ result: { type: "data", data: { id: "x" } } });
            observer.complete();
          }
        };
        if (outcome === "hang") release.push(settle);
        else settle();
      });
  return { client: createTRPCClient<AppRouter>({ links: [idempotencyLink(), server] }), keys, release };
}

const news = { title: "Open", content: "We are open" };

describe("idempotencyLink", () => {
  it("gives a double submit one key, and the action after a success a new one", async () => {
    const { client, keys, release } = clientAnswering((call) => (call <= 2 ? "hang" : "ok"));
    const first = client.admin.news.create.mutate(news);
    const second = client.admin.news.create.mutate(news);
    for (const settle of release) settle();
    await Promise.all([first, second]);
    await client.admin.news.create.mutate(news);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toEqual(expect.any(String));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("keeps the key for a retry after a failure; other input is another action", async () => {
    const { client, keys } = clientAnswering((call) => (call === 1 ? "fail" : "ok"));
    await expect(client.admin.news.create.mutate(news)).rejects.toThrow();
    await client.admin.news.create.mutate(news);
    await client.admin.news.create.mutate({ ...news, title: "Closed" });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("leaves an explicit key (payments) and queries alone", async () => {
    const { client, keys } = clientAnswering(() => "ok");
    await client.payments.payBooking.mutate({ id: "00000000-0000-4000-8000-000000000001" }, withIdempotencyKey("pay-1"));
    await client.services.list.query();
    expect(keys).toEqual(["pay-1", undefined]);
  });
});
