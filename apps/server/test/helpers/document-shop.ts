import type { Config } from '../../src/config.ts';
import { GLOBAL_PARAM_VALUES } from '../../src/db/seed/global-params.ts';
import { startSmtpServer } from '../mail/mail-helpers.ts';
import { signIn, visitorHeaders } from './actors.ts';
import { minimalCatalogue, setGlobalParam, shopParams, uploadPhoto } from './customer-factories.ts';
import { orderJourney } from './order-journey.ts';
import { buildTestApp } from './test-app.ts';

/**
 * A shop that issues and mails its documents at once: mail caught on loopback, the outbox polled
 * every 50 ms, the minimal catalogue and the shop's invoice data entered (a VAT payer's too when
 * `vatPayer`), and a customer with a photo to order, whose orders go to `<mailbox><n>@example.sk`.
 * The app's clock is `now` when given, else the real time.
 */
export const openDocumentShop = async (
  mailbox: string,
  {
    overrides = {},
    vatPayer = false,
    now,
  }: { overrides?: Partial<Config>; vatPayer?: boolean; now?: () => Date } = {},
) => {
  const smtp = await startSmtpServer();
  const t = await buildTestApp({ smtpUrl: smtp.url, ...overrides }, { outboxPollMs: 50, now });
  const admin = await signIn(t.app, 'admin', 'admin');
  const { paper } = await minimalCatalogue(t.app, admin);
  await shopParams(t.app, admin);
  if (vatPayer) {
    await setGlobalParam(t.app, admin, 'SHOP_IC_DPH', GLOBAL_PARAM_VALUES.SHOP_IC_DPH!);
    await setGlobalParam(t.app, admin, 'SHOP_VAT_PAYER', 'true');
  }
  const customer = visitorHeaders();
  const photo = await uploadPhoto(t.app, customer);
  const journey = orderJourney(() => ({ app: t.app, customer, admin, photo, paper }), mailbox);
  return {
    t,
    smtp,
    admin,
    customer,
    photo,
    paper,
    ...journey,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
};

export type DocumentShop = Awaited<ReturnType<typeof openDocumentShop>>;
