import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PageLoading } from '../components/page-loading';
import { ErrorBoundary, UnexpectedError } from './error-boundaries';
import { lazyArea } from './lazy-area';

const Broken = (): never => {
  throw new Error('render failed');
};

describe('rendering failures (both specs §2)', () => {
  it("show 'An unexpected error has occurred.' in Slovak", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={<UnexpectedError />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Vyskytla sa neočakávaná chyba.')).toBeInTheDocument();
  });

  it('the next page (a new reset key) renders again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKey="/a" fallback={<UnexpectedError />}>
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="/b" fallback={<UnexpectedError />}>
        <p>iná stránka</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('iná stránka')).toBeInTheDocument();
    expect(screen.queryByText('Vyskytla sa neočakávaná chyba.')).not.toBeInTheDocument();
  });
});

describe('lazy areas (both specs §2, customer spec §9)', () => {
  it("show 'loading ...' in Slovak until their code is there", async () => {
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    const Area = lazyArea(() => new Promise((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<PageLoading />}>
        <Area />
      </Suspense>,
    );
    expect(screen.getByText('Načítava sa ...')).toBeInTheDocument();
    arrive({ default: () => <p>oblasť</p> });
    expect(await screen.findByText('oblasť')).toBeInTheDocument();
  });

  it('a load that never ends becomes an error after the time limit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Area = lazyArea(() => new Promise(() => undefined), 30);
    render(
      <ErrorBoundary fallback={<UnexpectedError />}>
        <Suspense fallback={<PageLoading />}>
          <Area />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText('Vyskytla sa neočakávaná chyba.')).toBeInTheDocument();
  });
});
