import { render, screen } from '@testing-library/react';
import {
  deliveryOptions,
  deliverySettingsOf,
  parcelOf,
  pieceParcelOf,
  waysBySize,
} from '@fotoobraz/domain';
import { describe, expect, it } from 'vitest';
import { HandoverWays, SizeWaysNote } from './handover-ways';

const { limits, rates } = deliverySettingsOf(() => null);

/** The 'Dunaj' edition's smallest canvas, 64 × 36 cm, which no pick-up point takes. */
const DUNAJ = { productEnum: 'PHOTOCANVAS' as const, widthCm: 64, heightCm: 36 };

describe('which hand-overs a piece can take, told before the basket', () => {
  it('the size list says a size no pick-up point takes', () => {
    render(<SizeWaysNote ways={waysBySize(DUNAJ, limits)} />);
    expect(screen.getByTestId('size-ways')).toHaveTextContent(
      'Na výdajné miesto ani do Z-BOXu sa nezmestí – len kuriér alebo osobný odber.',
    );
  });

  it('the size list says nothing of a size every way takes', () => {
    const { container } = render(
      <SizeWaysNote ways={waysBySize({ ...DUNAJ, widthCm: 40, heightCm: 30 }, limits)} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("the product step names the piece's ways and why a point cannot take it", () => {
    const parcel = parcelOf([
      pieceParcelOf({
        ...DUNAJ,
        copies: 1,
        mediaType: 'PLATNO',
        glass: false,
        lamination: false,
        mat: false,
        frame: null,
      }),
    ]);
    render(<HandoverWays options={deliveryOptions(parcel, limits, rates)} />);
    const ways = screen.getByTestId('handover-ways');
    expect(ways).toHaveTextContent(/^Odovzdanie: osobný odber · kuriér/);
    expect(ways).toHaveTextContent('Zásielka je na výdajné miesto príliš veľká.');
  });
});
