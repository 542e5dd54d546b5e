/**
 * `work`'s result, or `timedOut` once `ms` have passed without one: for checks that must answer in time whatever the
 * database does (the work goes on; a late result is dropped). A rejection of `work` still rejects.
 */
export async function settleWithin<T, F>(ms: number, work: Promise<T>, timedOut: F): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
