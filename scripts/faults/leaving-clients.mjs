// Clients that ask for explorer pages and leave before the answer, as a browser cancels its router's prefetches.
// Run as its own process by edges.pg.test.ts: aborted in the test runner's own process the requests did not reach
// the server the same way (the leak this guards against did not show), from a separate process they do.
// Usage: node scripts/faults/leaving-clients.mjs <base URL> — prints the JSON list of what each ask got.
const base = process.argv[2];
const pages = ['/blocks', '/transactions', '/accounts', '/tokens', '/contracts', '/topics', '/schedules', '/nodes'];
const outcomes = [];
for (let round = 0; round < 5; round++) {
  const leave = new AbortController();
  const asks = Array.from({ length: 16 }, (_, i) =>
    fetch(`${base}${pages[i % pages.length]}?limit=${10 + round * 16 + i}`, { signal: leave.signal }).then(
      (answer) => answer.status,
      () => 'left',
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 30));
  leave.abort();
  outcomes.push(...(await Promise.all(asks)));
}
console.log(JSON.stringify(outcomes));
