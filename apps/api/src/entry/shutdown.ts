// How the server process ends. The first SIGINT/SIGTERM closes the app in order (the media engine
// stops its jobs, ends the progress streams and removes its files). Every other way out (a second
// signal, the shutdown timeout, a failed close, an uncaught error) exits at once, but first kills
// the media engine's process groups synchronously: yt-dlp and ffmpeg would otherwise outlive the
// server, since they run in groups of their own.
/** How long an orderly close may take before the process exits anyway. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface ShutdownOptions {
  timeoutMs?: number;
  /** process.exit (tests pass their own). */
  exit?: (code: number) => void;
  /**
   * Where the last lines before an exit go: stderr, written synchronously (the logger buffers, and
   * what it holds at process.exit may be lost).
   */
  report?: (line: string) => void;
}

export interface Shutdown {
  /** The SIGINT/SIGTERM handler: the first closes in order, a second exits at once. */
  onSignal: (signal: NodeJS.Signals) => void;
  /** An uncaught error: logged, then out at once. */
  onFatal: (error: unknown) => void;
  /** Kills the media engine's groups now (also for the process's 'exit' event: any exit path). */
  killGroups: () => void;
}

/** What shuts down: the server's Fastify app, or a queue worker (worker.ts). */
export interface Closable {
  close(): PromiseLike<unknown>;
  log: { info(message: string): void };
  media: { killGroupsNow(): number };
}

export function createShutdown(app: Closable, options: ShutdownOptions = {}): Shutdown {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const timeoutMs = options.timeoutMs ?? SHUTDOWN_TIMEOUT_MS;
  const report = options.report ?? ((line: string) => process.stderr.write(`${line}\n`));
  let closing = false;
  let exited = false;

  const killGroups = () => {
    try {
      const killed = app.media.killGroupsNow();
      if (killed > 0) report(`media: killed ${killed} running process group(s) on the way out`);
    } catch (error) {
      report(`media: could not kill the running process groups: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  // Synchronous to the end: nothing may run between the kill and the exit.
  const exitNow = (code: number) => {
    if (exited) return;
    exited = true;
    killGroups();
    exit(code);
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      report(`${signal} received again, exiting now`);
      exitNow(1); // A second signal means "now".
      return;
    }
    closing = true;
    app.log.info(`${signal} received, closing`);
    setTimeout(() => {
      report(`shutdown took longer than ${timeoutMs} ms, exiting now`);
      exitNow(1);
    }, timeoutMs).unref();
    app.close().then(
      () => exitNow(0),
      (error: unknown) => {
        report(`shutdown failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        exitNow(1);
      },
    );
  };

  const onFatal = (error: unknown) => {
    report(`uncaught error, exiting: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    exitNow(1);
  };

  return { onSignal, onFatal, killGroups };
}

/**
 * createShutdown on this process: SIGINT and SIGTERM, an uncaught error, and the 'exit' event, which also
 * covers process.exit from anywhere else (a failed listen, say): every way out kills the groups first.
 */
export function shutDownOnExit(app: Closable): void {
  const shutdown = createShutdown(app);
  process.once('exit', shutdown.killGroups);
  process.on('SIGINT', shutdown.onSignal);
  process.on('SIGTERM', shutdown.onSignal);
  process.on('uncaughtException', shutdown.onFatal);
}
