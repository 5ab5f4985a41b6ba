import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, USER } from '../../../test/support/accounts';
import { renderApp } from '../../../test/support/render-app';

describe('header (customer spec §2)', () => {
  it('shows the logo link and the version', async () => {
    renderApp('/');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /Fotoobraz/ })).toHaveAttribute('href', '/');
    expect(within(banner).getByText('v1.4.1')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Účet' })).toBeInTheDocument();
  });

  it('a visitor sees neither the entity nor the admin menu', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Vaša fotografia ako obraz na stenu' });
    expect(screen.queryByRole('button', { name: 'Evidencia' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Administrácia' })).not.toBeInTheDocument();
  });

  it('a user sees the entities it may read (not the admin-only two), but no admin menu', async () => {
    renderApp('/', { account: USER });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Evidencia' }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    // Manufacturers and frame stock are the admin's alone (DESIGN.md §3); the spec's frame-2
    // list, which the shop never uses, is nobody's menu item.
    expect(items).toHaveLength(15);
    expect(items.find((i) => i.textContent === 'Výrobcovia')).toBeUndefined();
    expect(items.find((i) => i.textContent === 'Rámy 2')).toBeUndefined();
    expect(items.find((i) => i.textContent === 'Rámy')).toHaveAttribute('href', '/entity/frame');
    expect(screen.queryByRole('button', { name: 'Administrácia' })).not.toBeInTheDocument();
  });

  it('an administrator also sees the admin menu; API docs only in dev, never a database console', async () => {
    renderApp('/', { account: ADMIN, profiles: ['dev', 'api-docs'] });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Administrácia' }));
    const labels = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(labels).toEqual([
      'Používatelia',
      'Metriky',
      'Stav systému',
      'Konfigurácia',
      'Audit prihlásení',
      'Logovanie',
      'Dokumentácia API',
      'Právne texty',
      'Bankové výpisy',
      'Platby na kontrolu',
      'Odstúpenia od zmluvy',
      'Darčekové poukážky',
      'Účtovníctvo',
    ]);
  });

  it('in production the admin menu has no API docs and no database link', async () => {
    renderApp('/', { account: ADMIN, profiles: ['prod'] });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Administrácia' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByText('Dokumentácia API')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Databáza')).not.toBeInTheDocument();
  });

  it('the account menu offers sign-in to visitors and sign-out to the signed in', async () => {
    const user = userEvent.setup();
    renderApp('/', { account: USER });
    await user.click(await screen.findByRole('button', { name: 'user' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Odhlásiť sa' })).toHaveAttribute(
      'href',
      '/logout',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Prihlásiť sa' })).not.toBeInTheDocument();
  });
});

describe('home page', () => {
  it('links its image button to the external page of editions', async () => {
    renderApp('/');
    const link = await screen.findByRole('link', { name: /Limitované edície/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(link).getByRole('img', { name: 'Tri zarámované obrazy na stene' })).toBeVisible();
  });
});

describe('footer', () => {
  it('links the three legal pages on every page', async () => {
    renderApp('/');
    const footer = await screen.findByRole('navigation', { name: 'Právne informácie' });
    expect(within(footer).getByRole('link', { name: 'Obchodné podmienky' })).toHaveAttribute(
      'href',
      '/obchodne-podmienky',
    );
    expect(within(footer).getByRole('link', { name: 'Reklamačný poriadok' })).toHaveAttribute(
      'href',
      '/reklamacny-poriadok',
    );
    expect(within(footer).getByRole('link', { name: 'Ochrana osobných údajov' })).toHaveAttribute(
      'href',
      '/ochrana-osobnych-udajov',
    );
  });
});
