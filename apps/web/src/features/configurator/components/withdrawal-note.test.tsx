import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithdrawalNote } from './withdrawal-note';

const note = () => screen.getByTestId('withdrawal-note');

describe('WithdrawalNote', () => {
  it("a piece of the customer's own photo cannot be withdrawn, and says why", () => {
    render(<WithdrawalNote ownPhoto />);
    expect(note()).toHaveTextContent(
      'Vyrobené podľa vašej fotografie – podľa zákona nie je možné odstúpiť od zmluvy',
    );
    expect(note()).toHaveAttribute('data-withdrawable', 'false');
  });

  it('an edition piece can be withdrawn within 14 days of receipt', () => {
    render(<WithdrawalNote ownPhoto={false} productRule="PODLA_ZDROJA" />);
    expect(note()).toHaveTextContent('Môžete odstúpiť do 14 dní od prevzatia');
    expect(note()).toHaveAttribute('data-withdrawable', 'true');
  });

  it("the product's rule overrides the source either way", () => {
    const { unmount } = render(<WithdrawalNote ownPhoto productRule="MOZNE" />);
    expect(note()).toHaveTextContent('Môžete odstúpiť do 14 dní od prevzatia');
    unmount();
    render(<WithdrawalNote ownPhoto={false} productRule="VYLUCENE" />);
    expect(note()).toHaveTextContent(
      'Vyrobené na mieru – podľa zákona nie je možné odstúpiť od zmluvy',
    );
  });

  it('a company buyer is told only consumers may withdraw', () => {
    render(<WithdrawalNote ownPhoto={false} companyBuyer />);
    expect(note()).toHaveTextContent('právo odstúpiť od zmluvy má len spotrebiteľ');
    expect(note()).toHaveAttribute('data-withdrawable', 'false');
  });
});
