/**
 * Whether PostgreSQL ended a transaction to break a deadlock (40P01). Its work was rolled back
 * whole, so it may simply run again.
 */
export const isDeadlock = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '40P01';

/**
 * Runs a transaction again when PostgreSQL ends it to break a deadlock, up to `attempts` times
 * in all: the other transaction of the two goes on, and the retry then waits for it instead.
 */
export const retriedOnDeadlock = async <T>(transaction: () => Promise<T>, attempts = 3) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (!isDeadlock(error) || attempt === attempts) throw error;
    }
  }
};
