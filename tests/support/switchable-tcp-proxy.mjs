// A TCP proxy that a test can cut and restore, to take a dependency (Postgres, here) away from a running server
// the way an outage does: open connections die mid-query and new ones are refused, until it comes back.
import net from "node:net";

/**
 * @param {{ listenPort: number, targetHost: string, targetPort: number }} options
 */
export async function startSwitchableProxy({ listenPort, targetHost, targetPort }) {
  const sockets = new Set();
  let server;

  const listen = () =>
    new Promise((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      server.once("error", reject);
      server.listen(listenPort, "127.0.0.1", () => resolve(undefined));
    });

  await listen();
  return {
    /** Refuses new connections and kills the open ones. */
    async cut() {
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        for (const socket of sockets) socket.destroy();
      });
    },
    /** Accepts connections again. */
    restore: listen,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => (server.listening ? server.close(() => resolve(undefined)) : resolve(undefined)));
    },
  };
}
