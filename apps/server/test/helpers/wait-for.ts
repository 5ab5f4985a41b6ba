/**
 * What `find` finds once it finds something (anything but undefined, null or false), asked every
 * `every` ms; after `ms` the test fails. A yes/no check resolves to true.
 */
export const waitFor = async <T>(
  find: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  ms = 10_000,
  every = 50,
): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined && found !== null && found !== false) return found;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, every));
  }
};
