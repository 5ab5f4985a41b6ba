import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of eslint-layers.js, through the project's own ESLint configuration: each case
 * is one import written in a file at the given place, so a rule that lets too much through fails
 * here as surely as one that refuses too much.
 */
const eslint = new ESLint({
  cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
});

const layerMessages = async (filePath: string, source: string) => {
  const [result] = await eslint.lintText(`import x from '${source}';\nexport default x;\n`, {
    filePath,
  });
  return result!.messages.filter((m) => m.ruleId === 'layers/boundaries');
};

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

describe('the web app: a feature imports no other feature', () => {
  it.each([
    [`${WEB}/features/account/components/order-card.tsx`, '../../configurator/model/contact'],
    [`${WEB}/features/account/account-area.tsx`, '../configurator/model/contact'],
    [`${WEB}/features/entities/orders/order-detail.tsx`, '../../account/components/order-card'],
    [`${WEB}/features/admin/bank/bank-api.ts`, '../../../features/withdrawal/api/withdrawal-api'],
    // A feature no rule names yet is held to the same rule.
    [`${WEB}/features/gift-cards/gift-card.tsx`, '../account/api/my-orders'],
    [`${WEB}/features/account/pages/login-page.tsx`, '../../gift-cards/gift-card'],
  ])('refuses %s importing %s', async (file, source) => {
    const [message, ...more] = await layerMessages(file, source);
    expect(more).toEqual([]);
    expect(message?.message).toMatch(/^A feature does not import another feature/);
  });
});

describe('the web app: lib, components and config import no feature and not the app', () => {
  it.each([
    [`${WEB}/lib/basket/basket-api.ts`, '../../features/account/api/my-orders'],
    [`${WEB}/lib/management-info.ts`, './../features/admin/api/health'],
    [`${WEB}/lib/order-documents/order-document-list.tsx`, '../../app/query-client'],
    [`${WEB}/components/page-actions.tsx`, '../features/entities/model/entity-pages'],
    [`${WEB}/components/page-loading.tsx`, '../app/layout/header'],
    [`${WEB}/config/constants.ts`, '../features/configurator/model/contact'],
    [`${WEB}/config/constants.ts`, '../lib/api/api-client'],
    [`${WEB}/features/configurator/components/wizard.tsx`, '../../../app/query-client'],
    // A folder no rule names is refused until one does.
    [`${WEB}/components/menu-button.tsx`, '../hooks/use-menu'],
  ])('refuses %s importing %s', async (file, source) => {
    expect(await layerMessages(file, source)).toHaveLength(1);
  });
});

describe('the server: a layer imports no layer above it', () => {
  it.each([
    [`${SERVER}/routes/order.routes.ts`, '../repositories/entity.repository.ts'],
    [`${SERVER}/routes/order.routes.ts`, '../areas/orders/index.ts'],
    [`${SERVER}/plugins/auth.ts`, '../services/account.service.ts'],
    [`${SERVER}/services/order.service.ts`, '../routes/order.routes.ts'],
    [`${SERVER}/services/order.service.ts`, '../jobs/outbox.worker.ts'],
    [`${SERVER}/repositories/entity.repository.ts`, '../services/unit-of-work.ts'],
    [`${SERVER}/rendering/pdf/invoice.ts`, '../../repositories/database.ts'],
    [`${SERVER}/lib/caller.ts`, '../repositories/database.ts'],
    [`${SERVER}/jobs/outbox.worker.ts`, '../routes/order.routes.ts'],
    [`${SERVER}/jobs/outbox.worker.ts`, '../areas/management/index.ts'],
    [`${SERVER}/jobs/outbox.worker.ts`, '../plugins/auth.ts'],
    [`${SERVER}/jobs/outbox.worker.ts`, '../db/migrate.ts'],
    [`${SERVER}/db/migrate.ts`, '../services/order.service.ts'],
    [`${SERVER}/db/migrate.ts`, '../services/unit-of-work.ts'],
    [`${SERVER}/db/seed/users.seed.ts`, '../../routes/order.routes.ts'],
    [`${SERVER}/db/migrations/20261122-0001-initial-schema.ts`, '../../jobs/retention.job.ts'],
    [`${SERVER}/db/backup.ts`, '../kernel/kernel.ts'],
    [`${SERVER}/db/backup.ts`, '../plugins/auth.ts'],
    [`${SERVER}/db/backup.ts`, '../app.ts'],
    // A folder no rule names may import nothing of the server until one does.
    [`${SERVER}/reports/monthly.ts`, '../lib/caller.ts'],
  ])('refuses %s importing %s', async (file, source) => {
    expect(await layerMessages(file, source)).toHaveLength(1);
  });
});

const CROSSING = /^An area imports another only through its door \(layers\/boundaries\)/;

describe('the server: an area imports another area only through its door', () => {
  it.each([
    [
      `${SERVER}/areas/packets/services/packet.service.ts`,
      '../../withdrawals/services/withdrawal.service.ts',
      'withdrawals',
    ],
    [`${SERVER}/areas/orders/index.ts`, '../packets/services/packet.subscribers.ts', 'packets'],
    [
      `${SERVER}/areas/orders/routes/order.routes.ts`,
      '../../tax-documents/routes/accounting.routes.ts',
      'tax-documents',
    ],
    [
      `${SERVER}/areas/withdrawals/repositories/w.repository.ts`,
      '../../orders/repositories/order-line.repository.ts',
      'orders',
    ],
    [
      `${SERVER}/areas/pieces/rendering/preview/desk.ts`,
      '../../../orders/rendering/payment-qr.ts',
      'orders',
    ],
    // An area nobody has made yet is held to the same rule.
    [
      `${SERVER}/areas/gift-vouchers/services/voucher.service.ts`,
      '../../orders/services/order-terms.ts',
      'orders',
    ],
  ])('refuses %s importing %s, and names the door', async (file, source, area) => {
    const [message, ...more] = await layerMessages(file, source);
    expect(more).toEqual([]);
    expect(message?.message).toMatch(CROSSING);
    expect(message?.message).toContain(`import ${SERVER}/areas/${area}/index.ts`);
  });

  it.each([
    [`${SERVER}/areas/packets/services/packet.service.ts`, '../../withdrawals/index.ts'],
    [`${SERVER}/areas/orders/index.ts`, '../packets/index.ts'],
    [`${SERVER}/areas/withdrawals/repositories/w.repository.ts`, '../../orders/index.ts'],
    [`${SERVER}/areas/gift-vouchers/services/voucher.service.ts`, '../../orders/index.ts'],
  ])('lets %s import %s', async (file, source) => {
    expect(await layerMessages(file, source)).toEqual([]);
  });

  it.each([
    // Inside an area the layers hold as they do outside.
    [`${SERVER}/areas/orders/repositories/order-line.repository.ts`, '../services/order-terms.ts'],
    [`${SERVER}/areas/orders/services/order-terms.ts`, '../routes/order.routes.ts'],
    [`${SERVER}/areas/orders/services/order-terms.ts`, '../index.ts'],
    [`${SERVER}/areas/packets/jobs/packet.worker.ts`, '../routes/packet.routes.ts'],
    [`${SERVER}/areas/pieces/rendering/raster.ts`, '../../../repositories/database.ts'],
    [`${SERVER}/areas/orders/reports/monthly.ts`, '../services/order-terms.ts'],
    // Every folder of areas/ is an area; a file loose beside them is no part.
    [`${SERVER}/areas/helpers.ts`, '../lib/caller.ts'],
    // What all areas share imports no area, not even a door.
    [`${SERVER}/services/unit-of-work.ts`, '../areas/orders/index.ts'],
    [
      `${SERVER}/repositories/repository-set.ts`,
      '../areas/orders/repositories/basket.repository.ts',
    ],
    [`${SERVER}/kernel/kernel.ts`, '../areas/orders/index.ts'],
    [`${SERVER}/app.ts`, './areas/orders/services/order-terms.ts'],
  ])('refuses %s importing %s', async (file, source) => {
    expect(await layerMessages(file, source)).toHaveLength(1);
  });
});

describe('what the rules allow', () => {
  it.each([
    [`${WEB}/features/account/components/order-card.tsx`, '../api/my-orders'],
    [
      `${WEB}/features/account/components/order-card.tsx`,
      '../../../lib/order-documents/order-document-list',
    ],
    [`${WEB}/features/admin/bank/bank-review-page.tsx`, '../../../components/page-loading'],
    [`${WEB}/features/configurator/components/photo-drop-zone.tsx`, '../../../prerendered-zone'],
    [`${WEB}/lib/basket/basket-api.ts`, '../../config/constants'],
    [`${WEB}/components/page-loading.tsx`, '../lib/api/api-client'],
    [`${WEB}/app/routes.tsx`, '../features/account/account-area'],
    [`${SERVER}/routes/order.routes.ts`, '../services/order.service.ts'],
    [`${SERVER}/services/order.service.ts`, '../repositories/entity.repository.ts'],
    [`${SERVER}/jobs/outbox.worker.ts`, '../repositories/mail/outbox.repository.ts'],
    [`${SERVER}/jobs/packet.worker.ts`, '../services/packets/carrier.ts'],
    [`${SERVER}/db/prepare.ts`, '../repositories/database.ts'],
    [`${SERVER}/db/seed/catalogue.seed.ts`, '../../services/unit-of-work.ts'],
    [`${SERVER}/areas/documents/index.ts`, './jobs/document.worker.ts'],
    [`${SERVER}/areas/orders/index.ts`, '../../jobs/polling-worker.ts'],
    [`${SERVER}/areas/orders/routes/order.routes.ts`, '../services/order-workflow.service.ts'],
    [
      `${SERVER}/areas/orders/services/order-workflow.service.ts`,
      '../../../services/unit-of-work.ts',
    ],
    [`${SERVER}/areas/packets/jobs/packet.worker.ts`, '../services/carrier.ts'],
    [`${SERVER}/app.ts`, './areas/orders/index.ts'],
    [`${SERVER}/events/domain-events.ts`, '../areas/orders/index.ts'],
  ])('lets %s import %s', async (file, source) => {
    expect(await layerMessages(file, source)).toEqual([]);
  });
});
