import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../../../test/support/accounts';
import { renderApp } from '../../../../test/support/render-app';

describe('/admin/docs', () => {
  it('embeds Swagger UI from the server when the api-docs profile is active', async () => {
    renderApp('/admin/docs', { account: ADMIN, profiles: ['dev', 'api-docs'] });
    const frame = await screen.findByTitle('Dokumentácia API (Swagger UI)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/swagger-ui/');
  });

  it('says the docs are off in production, without a frame', async () => {
    renderApp('/admin/docs', { account: ADMIN, profiles: ['prod'] });
    await screen.findByText(/Dokumentácia API je vypnutá/);
    expect(screen.queryByTitle('Dokumentácia API (Swagger UI)')).not.toBeInTheDocument();
  });
});
