import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts `server` on a free port of 127.0.0.1, for fakes of the services the shop calls.
 * `origin` is its `http://127.0.0.1:<port>`; `close` resolves once it stopped listening.
 */
export const listenOnLoopback = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
