/** What `find` finds once it finds something, asked every 50 ms; after `ms` the test fails. */
export const waitFor = async <T>(find: () => Promise<T | undefined>, ms = 10_000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};
