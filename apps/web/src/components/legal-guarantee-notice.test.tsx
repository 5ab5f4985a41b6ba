import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEGAL_GUARANTEE_NOTICE } from '@fotoobraz/domain';
import { LegalGuaranteeNotice } from './legal-guarantee-notice';

describe('the harmonised notice on the legal guarantee', () => {
  it('is one image whose text alternative says what the image says', () => {
    render(<LegalGuaranteeNotice id="zakonna-zaruka" />);
    const notice = screen.getByRole('img', { name: /^Zákonná záruka súladu tovaru so zmluvou/ });
    const name = notice.getAttribute('aria-label') ?? '';
    expect(name).toContain('minimálne 2 roky');
    // Every line drawn is read out, in the same words.
    const drawn = Array.from(notice.querySelectorAll('text'), (text) => text.textContent ?? '');
    expect(drawn).toEqual(expect.arrayContaining([...LEGAL_GUARANTEE_NOTICE.lines]));
    for (const line of LEGAL_GUARANTEE_NOTICE.lines) expect(name).toContain(line);
    expect(name).toContain(LEGAL_GUARANTEE_NOTICE.moreInfo);
    expect(notice.id).toBe('zakonna-zaruka');
  });
});
