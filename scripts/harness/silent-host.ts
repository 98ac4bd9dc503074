// A push host that accepts connections and never answers (a dead or overloaded push service as a sender meets it),
// for the push tests and benchmark: it counts connections and tells when each one is dropped by the sender.
import net from 'node:net';

export async function startSilentHost() {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const onClose: (() => void)[] = [];
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    // Read (and drop) what comes, so the end of the connection is seen.
    socket.resume();
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      for (const f of onClose) f();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    host: `127.0.0.1:${port}`,
    origin: `https://127.0.0.1:${port}`,
    connections: () => connections,
    onClose: (f: () => void) => void onClose.push(f),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SilentHost = Awaited<ReturnType<typeof startSilentHost>>;
