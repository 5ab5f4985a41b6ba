import i18next from 'i18next';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMessage } from '../components/page-message';

interface Props {
  fallback: ReactNode;
  /** A new value (the next page's path) clears a caught error. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey?: string;
}

/** Shows `fallback` instead of a subtree that failed to render (both specs §2). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page failed to render', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The page area's fallback; the header stays usable around it. */
export const UnexpectedError = () => {
  const { t } = useTranslation();
  return <PageMessage severity="error">{t('global.unexpectedError')}</PageMessage>;
};

/** Last resort around the providers and the header, where the page's boundary does not reach. */
export const AppErrorBoundary = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary
    fallback={
      <p role="alert" style={{ margin: '60px 16px', fontFamily: 'system-ui, sans-serif' }}>
        {i18next.t('global.unexpectedError')}
      </p>
    }
  >
    {children}
  </ErrorBoundary>
);
