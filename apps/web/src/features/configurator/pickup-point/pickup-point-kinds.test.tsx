import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, problem } from '../../../../test/support/fake-server';
import { renderWithQueries } from '../../../../test/support/render-app';
import { PickupPointPicker } from './pickup-point-picker';
import type { ChosenPickupPoint, PickupPointRow } from './pickup-points-api';

const row = (id: string, kind: 'POINT' | 'ZBOX'): PickupPointRow => ({
  id,
  name: `${kind === 'ZBOX' ? 'Z-BOX ' : ''}Nitra ${id}`,
  street: 'Štefánikova 1',
  city: 'Nitra',
  zip: '949 01',
  country: 'sk',
  kind,
  openingHours: '',
  maxWeightGrams: null,
  maxLengthCm: null,
  maxSumCm: null,
  latitude: null,
  longitude: null,
});

const Picker = ({ kinds }: { kinds: readonly ('POINT' | 'ZBOX')[] }) => {
  const [value, setValue] = useState<ChosenPickupPoint | null>(null);
  return <PickupPointPicker id="point" value={value} onChange={setValue} kinds={kinds} />;
};

const renderPicker = (kinds: readonly ('POINT' | 'ZBOX')[]) =>
  renderWithQueries(<Picker kinds={kinds} />);

describe('the picker and the kinds a parcel fits', () => {
  it('asks for staffed points only when a Z-BOX is left out, and says why', async () => {
    const requests = fakeServer({
      'GET /api/pickup-points': ({ url }) =>
        json(
          [row('1', 'POINT'), row('2', 'ZBOX')].filter((p) =>
            (url.searchParams.get('kind') ?? '').split(',').includes(p.kind),
          ),
          { headers: { 'X-Total-Count': '1' } },
        ),
    });
    renderPicker(['POINT']);
    const results = screen.getByRole('list', { name: 'Nájdené výdajné miesta' });
    await within(results).findByRole('button', { name: /Nitra 1/ });
    expect(within(results).queryByRole('button', { name: /Z-BOX/ })).not.toBeInTheDocument();
    expect(requests.at(-1)?.url.searchParams.get('kind')).toBe('POINT');
    expect(screen.getByText(/nezmestí/)).toBeVisible();
  });

  it('tells when the points cannot be loaded', async () => {
    fakeServer({ 'GET /api/pickup-points': () => problem(503, 'error.http.503') });
    renderPicker(['POINT', 'ZBOX']);
    expect(
      await screen.findByText('Výdajné miesta sa nepodarilo načítať. Skúste to, prosím, znova.'),
    ).toBeVisible();
  });
});
