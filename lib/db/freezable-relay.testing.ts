import net from 'node:net';

/**
 * A TCP relay to a server (PostgreSQL, Redis) that can stop passing bytes and later go on, as a server stopped by
 * SIGSTOP and resumed by SIGCONT looks to its clients: what is sent meanwhile waits (in the kernel's buffers there,
 * in the relay here) and is delivered in order once it thaws.
 */
export function freezableRelay(target: URL, defaultPort: number) {
  let frozen = false;
  const held: net.Socket[] = [];
  const waiting: (() => void)[] = [];
  const pass = (to: net.Socket) => (chunk: Buffer) => (frozen ? waiting.push(() => to.write(chunk)) : to.write(chunk));
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || defaultPort), target.hostname);
    held.push(client, upstream);
    client.on('data', pass(upstream));
    upstream.on('data', pass(client));
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    freeze: () => void (frozen = true),
    thaw: () => {
      frozen = false;
      for (const send of waiting.splice(0)) send();
    },
    close: () => {
      held.forEach((s) => s.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
