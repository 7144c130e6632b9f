// Whether a dependency (the database, Redis) is reachable, as this process last saw it. An outage is
// logged once when it starts and once when it ends, with how long it lasted and how many requests
// it affected, never a line (let alone a stack) per request; the state is also a metric.
import { dependencyUp } from "./metrics.ts";

export interface StateLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export class DependencyState {
  private downSince: number | undefined;
  private affected = 0;

  constructor(
    readonly name: string,
    private readonly log: StateLogger,
    /** What the process does meanwhile, for the outage line ("answering 503", "per-process limits"). */
    private readonly meanwhile: string,
  ) {
    dependencyUp.set({ dependency: name }, 1);
  }

  get up(): boolean {
    return this.downSince === undefined;
  }

  /** Marks the dependency unreachable (logs only if it was up). */
  lost(error?: unknown): void {
    if (this.downSince !== undefined) return;
    this.downSince = Date.now();
    this.affected = 0;
    dependencyUp.set({ dependency: this.name }, 0);
    this.log.warn({ dependency: this.name, reason: reasonOf(error) }, `${this.name} unreachable: ${this.meanwhile} until it is back`);
  }

  /** Marks it reachable again (logs only if it was down). */
  recovered(): void {
    if (this.downSince === undefined) return;
    const seconds = Math.round((Date.now() - this.downSince) / 100) / 10;
    this.downSince = undefined;
    dependencyUp.set({ dependency: this.name }, 1);
    this.log.info({ dependency: this.name, outageSeconds: seconds, affected: this.affected }, `${this.name} reachable again`);
  }

  /** Counts a request or call the outage affected (answered 503, or served by the fallback), for the recovery line. */
  count(): void {
    if (this.downSince !== undefined) this.affected++;
  }
}

/** A short reason without a stack: the error's code or first line. */
export function reasonOf(error: unknown): string | undefined {
  if (error === undefined) return undefined;
  const code = (error as { code?: unknown })?.code;
  const message = error instanceof Error ? error.message : String(error);
  return [typeof code === "string" ? code : undefined, message.split("\n")[0]?.slice(0, 200)].filter(Boolean).join(": ");
}
