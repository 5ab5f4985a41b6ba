import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileInfoOf } from '../../lib/management-info';
import { renderApp } from '../../../test/support/render-app';

describe('development ribbon (customer spec §2)', () => {
  it('shows when an active profile is the one display-ribbon-on-profiles names', async () => {
    renderApp('/', { profiles: ['dev', 'api-docs'] });
    expect(await screen.findByTestId('ribbon')).toHaveTextContent('Vývoj');
  });

  it('stays hidden in production', async () => {
    const { requests } = renderApp('/', { profiles: ['prod'] });
    await waitFor(() =>
      expect(requests.some((r) => r.url.pathname === '/management/info')).toBe(true),
    );
    await screen.findByRole('heading', { name: 'Vaša fotografia ako obraz na stenu' });
    expect(screen.queryByTestId('ribbon')).not.toBeInTheDocument();
  });

  it.each([
    [{ activeProfiles: ['dev'], 'display-ribbon-on-profiles': 'dev' }, 'dev'],
    [{ activeProfiles: ['prod'], 'display-ribbon-on-profiles': 'dev' }, undefined],
    [{ activeProfiles: ['test', 'dev'], 'display-ribbon-on-profiles': 'test, dev' }, 'test'],
    [{ activeProfiles: ['dev'] }, undefined],
    [{}, undefined],
  ])('profileInfoOf(%j).ribbonProfile = %s', (info, ribbon) => {
    expect(profileInfoOf(info).ribbonProfile).toBe(ribbon);
  });
});
