import type { onRequestAsyncHookHandler } from 'fastify';
import { Admission, AdmissionFull } from '../lib/admission.ts';
import { Problem, refusal } from '../lib/problem.ts';

/** When a refused upload may try again: about the time the full waiting line takes to clear. */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

const busy = (): Problem =>
  refusal(
    503,
    'Too many uploads at once',
    'error.photo.busy',
    'Too many photos are being uploaded right now; try again shortly.',
    { 'Retry-After': String(UPLOAD_RETRY_AFTER_SECONDS) },
  );

const abandoned = (): Problem =>
  new Problem({ status: 400, title: 'The client went away', message: 'error.http.400' });

/**
 * An onRequest hook that admits the request into `admission` before Fastify reads its body, so
 * a waiting upload's bytes stay in its socket rather than in memory. The slot is given
 * back when the response is done or the connection closes, whichever comes first: after a
 * success, an error, a 413 or an abort alike. A full waiting line is a 503 with Retry-After.
 */
export const admitBeforeBody =
  (admission: Admission): onRequestAsyncHookHandler =>
  async (request, reply) => {
    const socket = request.raw.socket;
    const gone = new AbortController();
    const onGone = () => gone.abort();
    socket.once('close', onGone);
    try {
      const release = await admission.admit(gone.signal);
      reply.raw.once('close', release);
      // Closed between the grant and the listener: 'close' has been emitted already.
      if (socket.destroyed) release();
    } catch (error) {
      if (error instanceof AdmissionFull) throw busy();
      throw abandoned();
    } finally {
      socket.removeListener('close', onGone);
    }
  };
