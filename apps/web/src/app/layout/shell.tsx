import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { PAGE_TOP_PADDING_PX } from '../../config/constants';
import { VoucherCodeFromAddress } from '../../lib/gift-vouchers/voucher-code-param';
import { ApiNotifications } from '../api-notifications';
import { ErrorBoundary, UnexpectedError } from '../error-boundaries';
import { Footer } from './footer';
import { Header } from './header';
import { Ribbon } from './ribbon';

/** Header, ribbon and the page below them; toasts come from the providers. */
export const Shell = () => {
  const { pathname } = useLocation();
  return (
    <>
      <ApiNotifications />
      <VoucherCodeFromAddress />
      <Header />
      <Ribbon />
      <Box component="main" sx={{ pt: `${PAGE_TOP_PADDING_PX}px`, minHeight: '100vh' }}>
        <ErrorBoundary resetKey={pathname} fallback={<UnexpectedError />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Footer />
    </>
  );
};
