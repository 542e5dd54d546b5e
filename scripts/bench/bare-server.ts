// A bare node:http server around the same /api/v1 router the route handler calls: the other side of the
// "what does the Next.js route-handler stack cost per request" measurement (scripts/bench/stack-cost.ts).
import { createServer } from 'node:http';
import { getApiContext } from '../../lib/api/v1/context';
import { handleV1 } from '../../lib/api/v1/router';

const port = Number(process.argv[2] ?? 3460);
const ctx = await getApiContext();

createServer(async (req, res) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const response = await handleV1(
    new Request(`http://127.0.0.1:${port}${req.url ?? '/'}`, { method: req.method, headers }),
    ctx,
  );
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(port, '127.0.0.1');
