import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalText, legalBlocks } from './legal-text';

describe('a legal page’s text', () => {
  it('reads `## ` lines as headings and blank lines as paragraph breaks', () => {
    expect(
      legalBlocks('## 1. Úvod\nPrvý riadok\ndruhý riadok\n\n\nĎalší odsek.\n## 2. Koniec'),
    ).toEqual([
      { kind: 'heading', text: '1. Úvod' },
      { kind: 'paragraph', text: 'Prvý riadok\ndruhý riadok' },
      { kind: 'paragraph', text: 'Ďalší odsek.' },
      { kind: 'heading', text: '2. Koniec' },
    ]);
  });

  it('shows markup an owner typed as text, never as HTML', () => {
    render(<LegalText text={'## Nadpis\n<img src=x onerror=alert(1)>'} />);
    expect(screen.getByRole('heading', { name: 'Nadpis' })).toBeVisible();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
