import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LEGAL_PAGES } from '@fotoobraz/domain';
import { NotFound } from '../components/not-found';
import { GIFT_VOUCHER_PATH, ROLE_ADMIN, ROLE_USER, WITHDRAWAL_PATH } from '../config/constants';
import HomePage from '../features/configurator/pages/home-page';
import { Shell } from './layout/shell';
import { lazyArea } from './lazy-area';
import { RequireAuthority } from './require-authority';

type PublicArea = typeof import('../features/account/public-area');

/** The public account pages share one chunk. */
const publicPage = (pick: (area: PublicArea) => ComponentType) =>
  lazyArea(() =>
    import('../features/account/public-area').then((area) => ({ default: pick(area) })),
  );

const LoginPage = publicPage((area) => area.LoginPage);
const LogoutPage = publicPage((area) => area.LogoutPage);
const RegisterPage = publicPage((area) => area.RegisterPage);
const ActivatePage = publicPage((area) => area.ActivatePage);
const ResetRequestPage = publicPage((area) => area.ResetRequestPage);
const ResetFinishPage = publicPage((area) => area.ResetFinishPage);
const AccountArea = lazyArea(() => import('../features/account/account-area'));
const AdminArea = lazyArea(() => import('../features/admin/admin-area'));
const EntitiesArea = lazyArea(() => import('../features/entities/entities-area'));
const LegalPage = lazyArea(() => import('../features/legal/legal-page'));
const BasketPage = lazyArea(() => import('../features/configurator/pages/basket-page'));
const CardPaymentPage = lazyArea(() => import('../features/configurator/pages/card-payment-page'));
const CardPaymentLinkPage = lazyArea(
  () => import('../features/configurator/pages/card-payment-link-page'),
);
const GiftVoucherPage = lazyArea(() => import('../features/configurator/pages/gift-voucher-page'));
const WithdrawalPage = lazyArea(() => import('../features/withdrawal/withdrawal-page'));

/**
 * The routes of both specs §2; the areas' code loads only once the user may enter them, under
 * the shell's 'loading ...'. Declarative routing (useRoutes) keeps the data router out of the
 * initial JavaScript.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <HomePage /> },
      // The basket under its Slovak name, as the shop's other customer pages.
      { path: 'kosik', element: <BasketPage /> },
      { path: GIFT_VOUCHER_PATH.slice(1), element: <GiftVoucherPage /> },
      // An order's pages, named by the number its customer knows (never the order's row).
      { path: 'objednavka/:number/platba', element: <CardPaymentPage /> },
      // A pro-forma mail's 'Zaplatiť kartou': its token stands for the order's owner.
      { path: 'objednavka/:number/zaplatit-kartou', element: <CardPaymentLinkPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'activate/:key?', element: <ActivatePage /> },
      { path: 'reset/request', element: <ResetRequestPage /> },
      { path: 'reset/finish/:key?', element: <ResetFinishPage /> },
      {
        path: 'account/*',
        element: (
          <RequireAuthority anyOf={[ROLE_ADMIN, ROLE_USER]}>
            <AccountArea />
          </RequireAuthority>
        ),
      },
      {
        path: 'admin/*',
        element: (
          <RequireAuthority anyOf={[ROLE_ADMIN]}>
            <AdminArea />
          </RequireAuthority>
        ),
      },
      {
        path: 'entity/*',
        element: (
          <RequireAuthority anyOf={[ROLE_USER]}>
            <EntitiesArea />
          </RequireAuthority>
        ),
      },
      // The legal pages at their own names, clear of the spec's routes.
      ...LEGAL_PAGES.map((slug) => ({ path: slug, element: <LegalPage /> })),
      // Open to anyone, signed in or not, for the whole withdrawal period.
      { path: WITHDRAWAL_PATH.slice(1), element: <WithdrawalPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
