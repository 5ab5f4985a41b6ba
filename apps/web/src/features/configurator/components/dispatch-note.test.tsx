import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { craftedOf } from '../../../../test/support/fake-shop';
import { DispatchNote } from './dispatch-note';
import { ExpressChoice } from './express-choice';

const piece = {
  ...craftedOf({ width: 4200, height: 2800 }),
  dispatchDate: '2026-12-09',
  standardDispatchDate: '2026-12-09',
  expressDispatchDate: '2026-12-07',
  expressPrice: 9.9,
};

describe('the day a piece ships', () => {
  it("says 'Odošleme do' with the weekday and the Slovak date", () => {
    render(<DispatchNote day={piece.dispatchDate} />);
    expect(screen.getByTestId('dispatch-date')).toHaveTextContent('Odošleme do stredy 9. 12. 2026');
  });

  it("says the order's day for a whole basket", () => {
    render(<DispatchNote day="2026-12-14" order />);
    expect(screen.getByTestId('order-dispatch-date')).toHaveTextContent(
      'Celú objednávku odošleme do pondelka 14. 12. 2026',
    );
  });

  it('says nothing while the day is not known', () => {
    const { container } = render(<DispatchNote day={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('express production on the product step', () => {
  it('offers express with its price and the day it gives; a click chooses it', () => {
    const onChange = vi.fn();
    render(<ExpressChoice crafted={piece} checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: /^Expresná výroba \(\+9,90\s€\)$/ });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'S expresnou výrobou odošleme do pondelka 7. 12. 2026.',
    );
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('shows the choice made with the day without it, and lets it be undone', () => {
    const onChange = vi.fn();
    render(
      <ExpressChoice
        crafted={{ ...piece, dispatchDate: '2026-12-07', expressProduction: true }}
        checked
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: /Expresná výroba/ });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('Bez expresnej výroby odošleme do stredy 9. 12. 2026.');
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('is not offered where it would not bring the day forward', () => {
    const { container } = render(
      <ExpressChoice
        crafted={{ ...piece, expressDispatchDate: null, expressPrice: null }}
        checked={false}
        onChange={vi.fn()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
