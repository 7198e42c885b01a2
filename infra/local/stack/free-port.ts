import { type AddressInfo, createServer, type Server } from 'node:net';

/**
 * Ports the OS says are free right now, all distinct: the probe sockets stay open until every port is picked,
 * since the OS may hand out a just-released port again. Used for test stacks so runs never collide.
 */
export const freePorts = async (count: number) => {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolveServer, reject) => {
          const server = createServer();
          server.unref();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolveServer(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((r) => server.close(r))));
  return ports;
};

export const freePort = async () => (await freePorts(1))[0] as number;

/** Fails fast, before the slow stand-ins start, when the gateway's port is taken (another run still up?). */
export const assertPortFree = (port: number) =>
  new Promise<void>((resolveFree, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `port ${port} is already in use (is another local run still up?); set PORT to use another`,
            )
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolveFree()));
  });
