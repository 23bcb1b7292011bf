import type { Server, ServerResponse } from 'node:http';
import { logger } from './logger.ts';

export interface DrainResult {
  /** Requests being answered when the drain began (live event streams included). */
  inFlight: number;
  /** Live event streams ended at once. */
  streams: number;
  /** Answers completed during the drain (requests that arrived on open connections included). */
  answered: number;
  /** Requests still unanswered at the deadline, whose connections were then closed. */
  cut: number;
  ms: number;
}

/**
 * Counts the requests a server is answering, so that a shutdown can stop accepting, let them
 * finish, and only then close what they use (the database).
 */
export function trackRequests(server: Server) {
  const open = new Set<ServerResponse>();
  let draining = false;
  let answered = 0;
  // Connections accepted and requests begun: the drain waits until these stop moving.
  let arrivals = 0;
  server.on('connection', () => arrivals++);
  server.on('request', (_request, response: ServerResponse) => {
    arrivals++;
    open.add(response);
    // While draining, each answer closes its connection: a keep-alive client must not send its
    // next request into a server that is about to close the connection under it.
    if (draining) response.setHeader('Connection', 'close');
    response.once('close', () => {
      open.delete(response);
      if (!draining) return;
      if (response.writableFinished) answered++;
      server.closeIdleConnections();
    });
  });

  return {
    get inFlight() {
      return open.size;
    },
    /**
     * Stops accepting connections, ends the live streams (`endStreams`, returns how many), waits
     * up to `timeoutMs` for the requests in flight, closing connections as they become idle, then
     * closes whatever is left.
     */
    async drain(timeoutMs: number, endStreams: () => number = () => 0): Promise<DrainResult> {
      const started = Date.now();
      draining = true;
      // Requests sent just before the signal may still wait in the listen backlog (closing the
      // listener would reset them) or be unread on an accepted connection (which looks idle, and
      // server.close() closes idle connections): let the event loop accept and read them first,
      // until a few turns pass with no new connection or request.
      for (let seen = -1, quietTurns = 0; quietTurns < 3 && Date.now() - started < 1000;) {
        if (arrivals === seen) quietTurns++;
        else [seen, quietTurns] = [arrivals, 0];
        await new Promise((resolve) => setImmediate(resolve));
      }
      const inFlight = open.size;
      for (const response of open) if (!response.headersSent) response.setHeader('Connection', 'close');
      // Node's close() also closes the idle keep-alive connections.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const streams = endStreams();
      // Connections that go idle later (or never sent a request) are closed as they appear.
      const sweeper = setInterval(() => server.closeIdleConnections(), 250);
      let deadline: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        closed.then(() => false),
        new Promise<boolean>((resolve) => (deadline = setTimeout(() => resolve(true), timeoutMs))),
      ]);
      clearTimeout(deadline);
      clearInterval(sweeper);
      let cut = 0;
      if (timedOut) {
        cut = open.size;
        server.closeAllConnections();
        await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000))]);
      }
      return { inFlight, streams, answered, cut, ms: Date.now() - started };
    },
  };
}

/**
 * Calls `shutdown` once on SIGTERM or SIGINT and exits with the code it returns. A second signal
 * exits at once, unless it comes within a second of the first: Ctrl+C reaches npm and the server
 * together, and npm then forwards its own copy, as it does with a kill of the process group.
 * `hardLimitMs` after the first signal the process exits whatever is still running.
 */
export function onShutdownSignal(shutdown: (signal: NodeJS.Signals) => Promise<number>, hardLimitMs: number) {
  let firstAt = 0;
  const handle = (signal: NodeJS.Signals) => {
    if (firstAt) {
      if (Date.now() - firstAt < 1000) return;
      logger.warn('shutdown: second signal, exiting now', { signal });
      process.exit(1);
    }
    firstAt = Date.now();
    setTimeout(() => {
      logger.error('shutdown: did not finish in time, exiting now', { afterMs: hardLimitMs });
      process.exit(1);
    }, hardLimitMs).unref();
    shutdown(signal).then(
      (code) => process.exit(code),
      (error: unknown) => {
        logger.error('shutdown failed', { error: error instanceof Error ? error.message : String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
