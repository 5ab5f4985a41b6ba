import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PASSWORD_STRENGTH_LEVELS, passwordStrength } from '@fotoobraz/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The colour of a segment the level does not reach (JHipster's meter). */
export const UNLIT_SEGMENT = '#dddddd';

/**
 * The colours of the five segments for a level: the first `level` in `css`, the rest unlit.
 * @example segmentColours(2, '#ff9900') // -> ['#ff9900', '#ff9900', '#dddddd', '#dddddd', '#dddddd']
 */
export const segmentColours = (level: number, css: string): string[] =>
  PASSWORD_STRENGTH_LEVELS.map((segment) => (segment.level <= level ? css : UNLIT_SEGMENT));

/**
 * The password strength meter of the customer spec §5: five segments; a password of level n
 * (1 red, 2 orange, 3 yellow, 4 light green, 5 green) lights the first n in its level's colour.
 * The level's name is written beside it too, for whoever cannot tell the colours apart.
 */
export const PasswordStrengthBar = ({ password }: { password: string }) => {
  const { t } = useTranslation();
  const id = useId();
  const { level, css } = passwordStrength(password);
  const levelName = t(`account.strength.level.${level}`);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography id={id} variant="body2" color="text.secondary">
        {t('account.strength.label')}
      </Typography>
      <Box
        role="meter"
        aria-labelledby={id}
        aria-valuemin={1}
        aria-valuemax={PASSWORD_STRENGTH_LEVELS.length}
        aria-valuenow={level}
        aria-valuetext={levelName}
        sx={{ display: 'flex', gap: 0.5 }}
      >
        {segmentColours(level, css).map((colour, index) => (
          <Box
            key={index}
            data-testid="strength-segment"
            style={{ backgroundColor: colour }}
            sx={{ width: 36, height: 8, borderRadius: 0.5 }}
          />
        ))}
      </Box>
      <Typography variant="body2" aria-hidden>
        {levelName}
      </Typography>
    </Box>
  );
};
