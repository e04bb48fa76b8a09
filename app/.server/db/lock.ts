import fs from "node:fs";
import path from "node:path";

/**
 * PGlite lets only one process open a data directory, and nothing stops a second one (each
 * would then see different data). The server takes this lock file before opening it. A lock
 * left by a process that no longer runs (a crash, kill -9) is taken over.
 */

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(
          `The data directory ${path.resolve(dataDir)} is in use by another process (pid ${holder}). ` +
            "Only one process may open the embedded database: stop that process, or point DATA_DIR " +
            "elsewhere, or use DATABASE_URL for several instances.",
        );
      }
      // Stale lock from a process that is gone: remove it and try again.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}.`);
}
