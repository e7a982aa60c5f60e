import net from 'node:net';

/**
 * A TCP proxy in front of the PostgreSQL server that can be frozen: while frozen it accepts
 * connections and bytes but forwards nothing either way, like a database host that stopped answering
 * (a hung server, a network partition) without closing any socket.
 */
export async function startFreezableProxy(target: { host: string; port: number }) {
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.on('data', (chunk) => void (frozen || upstream.write(chunk)));
    upstream.on('data', (chunk) => void (frozen || client.write(chunk)));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    freeze: () => void (frozen = true),
    thaw: () => void (frozen = false),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
