import { enqueueToast } from '../../../lib/toasts/toasts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useSession } from '../../../lib/auth/session';

export const LogoutPage = () => {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  // StrictMode runs effects twice in development; one goodbye is enough.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    signOut();
    enqueueToast(t('logout.success'), { variant: 'success' });
    navigate('/', { replace: true });
  }, [signOut, navigate, t]);
  return <PageLoading />;
};
