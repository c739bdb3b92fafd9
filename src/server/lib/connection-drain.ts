import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How the HTTP server lets go of its connections on shutdown, so that no client sees a reset.
 *
 * - Closing the listening socket resets every connection the kernel has accepted for it but the
 *   process has not taken yet. While the event loop is busy (a burst of requests, PGlite working
 *   in this thread) such connections pile up. So the listening socket is closed only once the
 *   server is idle for a moment: no connection taken, none waiting to send its request, and the
 *   event loop not late (an idle loop takes connections at once, so the kernel's queue is empty).
 * - Node's own `close()` destroys every connection without a request in flight, including one
 *   taken a moment ago whose first request is on its way, and a kept-alive one the client is
 *   about to reuse. A proxy in front (nginx keeps connections to each instance) may have written
 *   its next request into such a connection already: destroyed, that request fails, and nginx
 *   never passes a POST on to another instance. So every connection without a request in flight
 *   gets `graceMs` to send one: it is answered, with `Connection: close` (main.ts sets it on
 *   every reply while shutting down), so the client closes it after reading the answer, and
 *   nothing is cut. One still silent after that is closed.
 */
export interface ConnectionDrain {
  /**
   * Closes the listening socket once the server has been idle as above for `quietMs` (or after
   * `maxMs` anyway), in the same turn of the event loop as the look that found it idle, so that no
   * connection reaches the kernel's queue in between (it would be reset, and a proxy never passes
   * a POST that met a reset on to another instance). Fastify's own close() afterwards finds it
   * closed.
   */
  closeWhenIdle(quietMs: number, maxMs: number): Promise<void>;
}

export function drainConnectionsOnClose(server: Server, graceMs: number): ConnectionDrain {
  /** Requests not yet answered, per open connection. */
  const pending = new Map<Socket, number>();
  const asked = new WeakSet<Socket>();
  let lastBusyAt = 0;
  server.on('connection', (socket: Socket) => {
    lastBusyAt = Date.now();
    pending.set(socket, 0);
    socket.once('close', () => pending.delete(socket));
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    asked.add(socket);
    pending.set(socket, (pending.get(socket) ?? 0) + 1);
    response.once('close', () => {
      if (pending.has(socket)) pending.set(socket, pending.get(socket)! - 1);
    });
  });
  /** Taken, but its first request has not come yet. */
  const waitingForRequest = () => [...pending.keys()].some((socket) => !asked.has(socket));

  let closing = false;
  // Node's close() calls this method of the server.
  server.closeIdleConnections = () => {
    if (closing) return;
    closing = true;
    const idle = [...pending].filter(([, requests]) => requests === 0).map(([socket]) => socket);
    if (idle.length === 0) return;
    setTimeout(() => {
      for (const socket of idle) if (pending.get(socket) === 0) socket.destroy();
    }, graceMs).unref();
  };

  return {
    async closeWhenIdle(quietMs, maxMs) {
      const until = Date.now() + maxMs;
      for (;;) {
        const since = Date.now();
        await new Promise((resolve) => setTimeout(resolve, 10));
        // Looked at after the event loop's I/O phase, which takes what the kernel holds.
        await new Promise((resolve) => setImmediate(resolve));
        const now = Date.now();
        // A late timer means a busy loop, which takes connections late: not idle yet.
        if (now - since > 40 || waitingForRequest()) lastBusyAt = now;
        if (now - lastBusyAt >= quietMs || now >= until) {
          server.close();
          return;
        }
      }
    },
  };
}
