import fastifyPlugin from 'fastify-plugin';
import { order, ORDER_STATUS_ON_CREATION } from '@fotoobraz/domain';
import { PacketWorker } from './jobs/packet.worker.ts';
import { isAdmin } from '../../lib/caller.ts';
import { EntityRepository } from '../../repositories/entity.repository.ts';
import { OrderPacketRepository } from './repositories/order-packet.repository.ts';
import { registerPacketRoutes } from './routes/packet.routes.ts';
import { PacketaHttpCarrier } from './services/packeta-http.carrier.ts';
import { goesByPacketa } from './services/packet-request.ts';
import { packetOnDispatch } from './services/packet.subscribers.ts';
import { PacketService, packetView } from './services/packet.service.ts';
import { runWithApp } from '../../kernel/background-job.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { provideRepositories } from '../../repositories/repository-set.ts';
import { SignedLinks } from '../../lib/signed-links.ts';
import { withdrawalLinkOf } from '../../lib/withdrawal-link.ts';
import { packetMailsTheStep } from './services/packet.subscribers.ts';

declare module '../../repositories/repository-set.ts' {
  interface Repositories {
    packets: OrderPacketRepository;
  }
}
provideRepositories({ packets: (database) => new OrderPacketRepository(database) });

declare module 'fastify' {
  interface FastifyInstance {
    /** Creates the packets asked for and follows their status; started with the app. */
    packetWorker?: PacketWorker;
  }
}

const mayHavePacket = (row: Record<string, unknown>): boolean =>
  goesByPacketa(row) && row.status !== ORDER_STATUS_ON_CREATION;

/**
 * Packeta packets of the orders to a pick-up point or by Packeta's courier: created when the
 * order is dispatched (or earlier, by the owner) through Packeta's API at `PACKETA_API_URL`,
 * followed by their status, with their labels for the owner and their tracking link for the
 * customer. Without the API the shop runs as before: the owner hands parcels over by hand.
 */
export const packetsArea = fastifyPlugin<Kernel>(
  async (app, { config, database, units, events, records, pollMs, now }) => {
    const withdrawalSignature = withdrawalLinkOf(new SignedLinks(config.jwtSecret), now);
    const packets = new OrderPacketRepository(database);
    const entities = new EntityRepository(database);
    const api = config.packeta.api;
    const carrier = api ? new PacketaHttpCarrier(api.url, api.password, api.timeoutMs) : undefined;
    const worker = carrier
      ? new PacketWorker(
          packets,
          entities,
          units.for(['packets', 'outbox']),
          carrier,
          api?.homeCarrierId,
          config.publicUrl,
          withdrawalSignature,
          app.log,
          // Woken after each request's commit; the poll finds retries, leases run out and statuses due.
          { pollMs: Math.max(pollMs ?? 30_000, 1000), now },
        )
      : undefined;
    const wake = () => worker?.wake();
    if (worker) {
      events.on(
        'order.statusChanged',
        packetOnDispatch(config.publicUrl, withdrawalSignature, wake, now),
      );
      // The dispatch mail of a Packeta order waits for its packet, to carry its tracking link.
      app.orders.leaveStatusMailTo(packetMailsTheStep);
      app.decorate('packetWorker', worker);
      runWithApp(app, worker);
    }
    // The order's rows carry their packet: the order list and 'Moje objednávky' show its state.
    records.extendRows(order, async (caller, rows: Record<string, unknown>[]) => {
      // An order has a packet only once paid and by Packeta: a new order's answer reads nothing.
      const ids = rows.filter(mayHavePacket).map((row) => Number(row.id));
      const byOrder = await packets.ofOrders(ids);
      const admin = isAdmin(caller);
      for (const row of rows) {
        const packet = byOrder.get(Number(row.id));
        row.packet = packet ? packetView(packet, admin) : null;
      }
    });
    registerPacketRoutes(
      app,
      new PacketService(
        entities,
        packets,
        units.for(PacketService.uses),
        carrier,
        wake,
        config.publicUrl,
        withdrawalSignature,
        now,
      ),
    );
  },
  { name: 'packets', dependencies: ['orders'] },
);
