import fs from "node:fs";
import path from "node:path";

/**
 * How often the embedded database's files are forced to disk. PGlite writes through Node's file
 * calls (so a crash of the process loses nothing the kernel has) but never calls fsync, so a power
 * cut could lose what the kernel had not written yet: this bounds that to about one interval.
 */
export const FLUSH_INTERVAL_MS = 1000;

/**
 * The file clock is coarse (one kernel tick, at most 10 ms): a write just after a flush began can
 * carry a modification time slightly before it. Files changed this close to the last flush are
 * flushed again rather than risk missing one.
 */
const CLOCK_MARGIN_MS = 100;

function fsyncPath(target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    fs.open(target, "r", (openError, fd) => {
      if (openError) return reject(openError);
      fs.fsync(fd, (syncError) => {
        fs.close(fd, () => (syncError ? reject(syncError) : resolve()));
      });
    });
  });
}

/**
 * Forces to disk every file and folder under `root` changed since the previous flush began, in
 * the background, and once more on stop. Folders are flushed too, so new and renamed files
 * (new WAL segments, new tables) survive as well as their contents.
 */
export class DataDirFlusher {
  private lastStartedAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** The error of the latest flush, cleared by the next one that succeeds. */
  lastError: Error | undefined;

  constructor(
    readonly root: string,
    private readonly onError: (error: Error) => void = () => {},
  ) {}

  /** Starts flushing every FLUSH_INTERVAL_MS; the timer never keeps the process alive. */
  start(): void {
    this.timer ??= setInterval(() => {
      if (!this.running) void this.flushInBackground();
    }, FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops the timer, waits for a flush under way, and flushes what is left. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.idle();
    await this.flush();
  }

  /** Resolves when no flush is under way. */
  async idle(): Promise<void> {
    await this.running;
  }

  private async flushInBackground(): Promise<void> {
    this.running = this.flush()
      .then(() => undefined)
      .catch(() => undefined)
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
  }

  /** Flushes every file and folder changed since the previous flush began; answers their paths. */
  async flush(): Promise<string[]> {
    const startedAt = Date.now();
    const since = this.lastStartedAt - CLOCK_MARGIN_MS;
    const changed: string[] = [];
    try {
      await this.collectChanged(this.root, since, changed);
      // Contents before the folder entries that name them.
      changed.sort((a, b) => b.length - a.length);
      for (const target of changed) {
        try {
          await fsyncPath(target);
        } catch (error) {
          // A file removed since the listing (a recycled WAL segment) has nothing left to save.
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        }
      }
      this.lastStartedAt = startedAt;
      this.lastError = undefined;
      return changed;
    } catch (error) {
      this.lastError = error instanceof Error ? error : new Error(String(error));
      this.onError(this.lastError);
      throw this.lastError;
    }
  }

  private async collectChanged(dir: string, since: number, changed: string[]): Promise<void> {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    const stat = await fs.promises.stat(dir);
    if (stat.mtimeMs >= since) changed.push(dir);
    for (const entry of entries) {
      const target = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        await this.collectChanged(target, since, changed);
      } else if (entry.isFile()) {
        try {
          if ((await fs.promises.stat(target)).mtimeMs >= since) changed.push(target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        }
      }
    }
  }
}
