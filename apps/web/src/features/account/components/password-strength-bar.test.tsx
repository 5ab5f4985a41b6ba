import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthBar, segmentColours, UNLIT_SEGMENT } from './password-strength-bar';

const RED = '#ff0000';
const ORANGE = '#ff9900';
const YELLOW = '#ffff00';
const LIGHT_GREEN = '#99ff00';
const GREEN = '#00ff00';

/** The browser reports inline colours as rgb(); compare in that form. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe('segmentColours (customer spec §5: five levels, red to green)', () => {
  it.each([
    [1, RED],
    [2, ORANGE],
    [3, YELLOW],
    [4, LIGHT_GREEN],
    [5, GREEN],
  ])('level %s lights %s segments in %s', (level, css) => {
    const colours = segmentColours(level, css);
    expect(colours).toHaveLength(5);
    expect(colours.slice(0, level)).toEqual(Array(level).fill(css));
    expect(colours.slice(level)).toEqual(Array(5 - level).fill(UNLIT_SEGMENT));
  });
});

describe('<PasswordStrengthBar>', () => {
  it.each([
    ['', 1, 'veľmi slabé', RED, 'nothing typed yet'],
    ['heslo', 1, 'veľmi slabé', RED, 'one class, 5 characters: score 10'],
    ['abcdefg1', 2, 'slabé', ORANGE, 'two classes: capped at 20'],
    ['abcdefG1', 4, 'silné', LIGHT_GREEN, 'three classes: capped at 40'],
    ['Tr0ub4dor&3', 5, 'veľmi silné', GREEN, 'four classes: 63'],
  ])('%j: level %s (%s) in %s (%s)', (password, level, name, css) => {
    render(<PasswordStrengthBar password={password} />);
    const meter = screen.getByRole('meter', { name: 'Sila hesla' });
    expect(meter).toHaveAttribute('aria-valuenow', String(level));
    expect(meter).toHaveAttribute('aria-valuetext', name);
    const segments = within(meter).getAllByTestId('strength-segment');
    expect(segments).toHaveLength(5);
    segments.forEach((segment, index) =>
      expect(segment).toHaveStyle({ backgroundColor: rgb(index < level ? css : UNLIT_SEGMENT) }),
    );
    expect(screen.getByText(name)).toBeInTheDocument();
  });

  it('follows the password as it is typed', () => {
    const { rerender } = render(<PasswordStrengthBar password="abcdefgh" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '1');
    rerender(<PasswordStrengthBar password="abcdefgH1!" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '5');
  });
});
