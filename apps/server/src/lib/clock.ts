/** What the server reads the time from: the kernel's clock, handed to whatever stamps or waits. */
export type Clock = () => Date;

/**
 * The real time, and the only place the server reads it: everything else takes a Clock, so a
 * test that moves its clock on moves the whole server (repositories, workers, issuers, the seed)
 * at once.
 */
export const systemClock: Clock = () => new Date();
