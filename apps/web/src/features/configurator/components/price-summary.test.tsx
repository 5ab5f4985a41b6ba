import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { craftedOf } from '../../../../test/support/fake-shop';
import { PriceBreakdown } from './price-breakdown';
import { PriceSummary } from './price-summary';

const piece = craftedOf({ width: 4200, height: 2800 });

describe('the price of the piece', () => {
  it('without a promotion: the price alone', () => {
    render(<PriceSummary crafted={piece} />);
    expect(screen.getByTestId('price')).toHaveTextContent(/^30,50\s€$/);
    expect(screen.queryByLabelText(/Pôvodná cena/)).not.toBeInTheDocument();
  });

  it('with a promotion: the original price struck through beside it', () => {
    render(<PriceSummary crafted={{ ...piece, price: 27.45, totalPrice: 30.5 }} />);
    expect(screen.getByTestId('price')).toHaveTextContent(/^27,45\s€$/);
    const original = screen.getByLabelText(/Pôvodná cena 30,50\s€/);
    expect(original.tagName).toBe('DEL');
  });

  it('with a promotion: the lowest price of the 30 days before it below', () => {
    render(
      <PriceSummary
        crafted={{ ...piece, price: 27.45, totalPrice: 30.5, lowestPrice30Days: 30.5 }}
      />,
    );
    expect(
      screen.getByText(/^Najnižšia cena za posledných 30 dní pred zľavou: 30,50\s€$/),
    ).toBeInTheDocument();
  });

  it('without a promotion: no lowest price', () => {
    render(<PriceSummary crafted={{ ...piece, lowestPrice30Days: null }} />);
    expect(screen.queryByText(/Najnižšia cena/)).not.toBeInTheDocument();
  });

  it('the breakdown lists the lines of text2 and their total', () => {
    render(<PriceBreakdown crafted={piece} />);
    const table = screen.getByRole('table', { name: 'Rozpis ceny' });
    expect(table).toHaveTextContent(/Tlač0,135 m² × 45,00 €\/m²6,08\s€/);
    expect(screen.getByRole('rowheader', { name: 'Spolu' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
