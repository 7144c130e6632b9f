// Shutting down without resetting anyone (issue 27.3). Node's `server.close()` closes idle keep-alive
// connections at once, and a client that sent its next request on one at that moment gets a reset
// (the load test counted six). So the drain goes: stop accepting connections (the listening socket
// only), answer every request still arriving on open connections in full with `Connection: close`
// (the client then opens its next connection elsewhere), let idle connections end the usual way
// (clients stop reusing them at the server's advertised `Keep-Alive: timeout`, Node closes them at
// it), and force-close what is left only at the deadline. /readyz answers 503 meanwhile.
import net from "node:net";
import type { FastifyInstance } from "fastify";

export interface HttpDrain {
  readonly draining: boolean;
  /** Stops accepting connections; requests on open ones are still served, each with Connection: close. */
  start(): void;
  /** Resolves once every connection has ended, or after `deadlineMs` with the rest force-closed; returns how many were. */
  finished(deadlineMs: number): Promise<number>;
}

declare module "fastify" {
  interface FastifyInstance {
    drain: HttpDrain;
  }
}

export function registerGracefulClose(app: FastifyInstance): HttpDrain {
  let draining = false;
  let stopped: Promise<void> | undefined;
  const drain: HttpDrain = {
    get draining() {
      return draining;
    },
    start() {
      if (draining) return;
      draining = true;
      // net.Server's close, not http.Server's: it stops accepting without closing idle connections.
      stopped = new Promise((resolve) => {
        if (!app.server.listening) return resolve();
        net.Server.prototype.close.call(app.server, () => resolve());
      });
    },
    async finished(deadlineMs) {
      drain.start();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<"deadline">((resolve) => (timer = setTimeout(() => resolve("deadline"), deadlineMs)));
      const outcome = await Promise.race([stopped!.then(() => "drained" as const), timedOut]);
      clearTimeout(timer);
      if (outcome === "drained") return 0;
      const left = await new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count ?? 0)));
      app.server.closeAllConnections();
      await stopped;
      return left;
    },
  };
  app.decorate("drain", drain);
  app.addHook("onRequest", (_request, reply, done) => {
    if (draining) reply.header("connection", "close");
    done();
  });
  return drain;
}
