import { describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../src/events/domain-events.ts';
import {
  EventBus,
  inDeclaredOrder,
  SLOW_SUBSCRIBER_MS,
  type UnitOfWork,
} from '../../src/events/event-bus.ts';
import Fastify from 'fastify';

/** A unit of work without a database: the subscribers below use no repositories. */
const unit = (): UnitOfWork & { committed: (() => void | Promise<void>)[] } => {
  const committed: (() => void | Promise<void>)[] = [];
  return {
    committed,
    emit: async () => undefined,
    repositories: () => ({}) as never,
    afterCommit: (work) => committed.push(work),
    shopSettings: () => Promise.reject(new Error('not read here')),
  };
};

const issued: DomainEvents['document.issued'] = {
  kind: 'PROFORMA',
  orderId: 1,
  number: '2026-000001',
};

describe('the order of an event’s subscribers', () => {
  it('follows `after`, whatever order the areas subscribed in', async () => {
    const events = new EventBus();
    const ran: string[] = [];
    const subscriber = (name: string, after?: string[]) => ({
      name,
      after,
      uses: [],
      run: async () => {
        ran.push(name);
      },
    });
    // The tax documents' area is built before the orders', yet its mail follows the status mail.
    events.on('document.issued', subscriber('tax documents', ['status mail', 'packet']));
    events.on('document.issued', subscriber('status history'));
    events.on('document.issued', subscriber('status mail', ['status history']));
    await events.emit(unit(), 'document.issued', issued);
    expect(ran).toEqual(['status history', 'status mail', 'tax documents']);
    expect(events.order('document.issued')).toEqual(ran);
  });

  it('keeps the order of subscription where nothing is declared', () => {
    const list = ['a', 'b', 'c'].map((name) => ({ name }));
    expect(inDeclaredOrder(list).map((s) => s.name)).toEqual(['a', 'b', 'c']);
    expect(
      inDeclaredOrder([{ name: 'a', after: ['c'] }, { name: 'b' }, { name: 'c' }]).map(
        (s) => s.name,
      ),
    ).toEqual(['c', 'a', 'b']);
  });

  it('refuses subscribers that wait for each other', () => {
    expect(() =>
      inDeclaredOrder([
        { name: 'a', after: ['b'] },
        { name: 'b', after: ['a'] },
      ]),
    ).toThrow(/in a circle/);
  });

  it('logs an in-transaction subscriber slower than 100 ms by its name', async () => {
    const lines: Record<string, unknown>[] = [];
    const { log } = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    const events = new EventBus(log);
    events.on('document.issued', {
      name: 'a slow one',
      uses: [],
      run: () => new Promise((resolve) => setTimeout(resolve, SLOW_SUBSCRIBER_MS + 30)),
    });
    await events.emit(unit(), 'document.issued', issued);
    const slow = lines.filter((line) => line.msg === 'slow subscriber');
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({ subscriber: 'a slow one', event: 'document.issued' });
    expect(slow[0]!.ms as number).toBeGreaterThan(SLOW_SUBSCRIBER_MS);
  });
});
