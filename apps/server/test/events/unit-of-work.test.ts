import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { DomainEvents } from '../../src/events/domain-events.ts';
import { EventBus } from '../../src/events/event-bus.ts';
import type { Database } from '../../src/repositories/database.ts';
import { UnitsOfWork } from '../../src/services/unit-of-work.ts';
import { rowCount } from '../helpers/row-count.ts';
import { openTestDatabase, TEST_DB } from '../helpers/test-app.ts';

const mail = (n: number) => ({
  to: `jana${n}@example.sk`,
  subject: `Správa ${n}`,
  html: '<p>Ahoj</p>',
  text: 'Ahoj',
});

const issued = (n: number): DomainEvents['document.issued'] => ({
  kind: 'PROFORMA',
  orderId: n,
  number: `2026-00000${n}`,
});

describe(`a unit of work and its events (${TEST_DB})`, () => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    await migrateToLatest(database.db);
  });
  afterAll(() => dispose?.());

  it('runs in-transaction subscribers on the emitting transaction, with their own repositories', async () => {
    const events = new EventBus();
    const seen: string[][] = [];
    events.on('document.issued', {
      name: 'a mail for each document',
      uses: ['outbox'],
      run: async ({ orderId }, repositories) => {
        seen.push(Object.keys(repositories));
        await repositories.outbox.enqueue(mail(orderId));
      },
    });
    const transactor = new UnitsOfWork(database, events).for(['entities']);
    const before = await rowCount(database.db, 'mailOutbox');
    await expect(
      transactor.run(async (repositories, unit) => {
        // The service gets what it declared, and nothing else.
        expect(Object.keys(repositories)).toEqual(['entities']);
        await unit.emit('document.issued', issued(1));
        throw new Error('the write failed after the event');
      }),
    ).rejects.toThrow('the write failed after the event');
    expect(seen).toEqual([['outbox']]);
    expect(await rowCount(database.db, 'mailOutbox')).toBe(before);

    await transactor.run((_, unit) => unit.emit('document.issued', issued(2)));
    expect(await rowCount(database.db, 'mailOutbox')).toBe(before + 1);
  });

  it('a subscriber that throws undoes the whole unit of work', async () => {
    const events = new EventBus();
    events.on('document.issued', {
      name: 'refuses',
      uses: [],
      run: async () => {
        throw new Error('refused by a subscriber');
      },
    });
    const before = await rowCount(database.db, 'mailOutbox');
    await expect(
      new UnitsOfWork(database, events).for(['outbox']).run(async ({ outbox }, unit) => {
        await outbox.enqueue(mail(3));
        await unit.emit('document.issued', issued(3));
      }),
    ).rejects.toThrow('refused by a subscriber');
    expect(await rowCount(database.db, 'mailOutbox')).toBe(before);
  });

  it('runs after-commit subscribers once the transaction committed, never after a rollback', async () => {
    const events = new EventBus();
    const woken: { orderId: number; committed: number }[] = [];
    events.on('document.issued', {
      name: 'wake',
      afterCommit: async ({ orderId }) => {
        // Another connection sees the unit's writes: the transaction has committed.
        woken.push({ orderId, committed: await rowCount(database.db, 'mailOutbox') });
      },
    });
    const transactor = new UnitsOfWork(database, events).for(['outbox']);
    const before = await rowCount(database.db, 'mailOutbox');
    await transactor.run(async ({ outbox }, unit) => {
      await unit.emit('document.issued', issued(4));
      await outbox.enqueue(mail(4));
      expect(woken).toEqual([]);
    });
    expect(woken).toEqual([{ orderId: 4, committed: before + 1 }]);

    await expect(
      transactor.run(async (_, unit) => {
        await unit.emit('document.issued', issued(5));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(woken.map((w) => w.orderId)).toEqual([4]);
  });

  it('a failing after-commit subscriber neither undoes the commit nor stops the next one', async () => {
    const events = new EventBus();
    const woken: string[] = [];
    events.on('document.issued', {
      name: 'fails',
      afterCommit: () => {
        throw new Error('the worker is gone');
      },
    });
    events.on('document.issued', { name: 'next', afterCommit: () => void woken.push('next') });
    const before = await rowCount(database.db, 'mailOutbox');
    await new UnitsOfWork(database, events).for(['outbox']).run(async ({ outbox }, unit) => {
      await outbox.enqueue(mail(6));
      await unit.emit('document.issued', issued(6));
    });
    expect(woken).toEqual(['next']);
    expect(await rowCount(database.db, 'mailOutbox')).toBe(before + 1);
  });

  it('reads the shop settings once per unit of work', async () => {
    const units = new UnitsOfWork(database);
    await units.for([]).run(async (_, unit) => {
      const [first, second] = await Promise.all([unit.shopSettings(), unit.shopSettings()]);
      expect(second).toBe(first);
      expect(await unit.shopSettings()).toBe(first);
    });
  });
});
