// PGlite starts PostgreSQL with fsync off (`-F`), and even with it on, its Node file system
// (Emscripten's NODEFS) implements neither fsync nor fdatasync: a commit reaches the OS page cache
// (safe from a crash of the process) but not the disk (lost in a power cut or OS crash). For a
// persisted database we turn fsync on, make PostgreSQL sync its WAL with fsync() (the only call
// NODEFS routes to the file), and give NODEFS an fsync that calls the real one.
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";

/** Start parameters for a durable PGlite: PGlite's own, without `-F`, WAL flushed with fsync(). */
export function durableStartParams(): string[] {
  return [...PGlite.defaultStartParams.filter((p) => p !== "-F"), "-c", "fsync=on", "-c", "wal_sync_method=fsync"];
}

interface NodeFsStream {
  nfd?: number;
}
interface EmscriptenFs {
  filesystems: { NODEFS: { stream_ops: { fsync?: (stream: NodeFsStream) => number } } };
}

/** Routes PostgreSQL's fsync() of files in the mounted data folder to the real fsync(2). */
export function syncWritesToDisk(pglite: PGlite): void {
  const streamOps = (pglite.Module.FS as unknown as EmscriptenFs).filesystems.NODEFS.stream_ops;
  streamOps.fsync = (stream) => {
    // Looked up per call (not bound once) so tests can observe the calls.
    if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
    return 0;
  };
}
