// PostgreSQL announces queued jobs: the trigger "Job_queued_notify" sends NOTIFY job_queued with
// the job's queue when a job due now is inserted (delivered at commit). Workers listen on one
// dedicated connection per process and claim at once instead of at their next poll. PGlite has no
// second session to listen on, so it polls. A lost connection is reopened after a second, and its
// listeners are then told "anything may be queued" (null), as notifications meanwhile are gone.
import pg from "pg";

export const JOB_QUEUED_CHANNEL = "job_queued";

export interface JobNotifications {
  /** `queue` is null when any queue may have new jobs. */
  subscribe(listener: (queue: string | null) => void): () => void;
  close(): Promise<void>;
}

export function listenForQueuedJobs(url: string, onError: (error: unknown) => void, reconnectMs = 1000): JobNotifications {
  const listeners = new Set<(queue: string | null) => void>();
  const tell = (queue: string | null) => {
    for (const listener of listeners) listener(queue);
  };
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  let connected = false;

  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    current = client;
    const lost = (error?: unknown) => {
      if (error) onError(error);
      if (closed || client !== current || retry) return;
      current = undefined;
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, reconnectMs);
    };
    client.on("notification", (message) => tell(message.payload ?? null));
    client.on("error", lost);
    client.on("end", () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${JOB_QUEUED_CHANNEL}`);
      if (connected) tell(null);
      connected = true;
    } catch (error) {
      lost(error);
      await client.end().catch(() => undefined);
    }
  };
  void connect();

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await current?.end().catch(() => undefined);
    },
  };
}
