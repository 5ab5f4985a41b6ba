import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useProfileInfo } from '../../lib/management-info';

/** Width the header keeps free at its left edge for the ribbon. */
export const RIBBON_CLEARANCE_PX = 72;

/** The corner ribbon naming a non-production profile (customer spec §2). */
export const Ribbon = () => {
  const { t } = useTranslation();
  const profile = useProfileInfo()?.ribbonProfile;
  if (!profile) return null;
  return (
    <Box
      data-testid="ribbon"
      sx={{
        position: 'fixed',
        top: 14,
        left: -38,
        width: 124,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        transform: 'rotate(-45deg)',
        bgcolor: '#b3261e',
        color: 'common.white',
        textAlign: 'center',
        fontSize: 11,
        fontWeight: 700,
        letterSpacing: '0.06em',
        textTransform: 'uppercase',
        lineHeight: '20px',
        boxShadow: 2,
        pointerEvents: 'none',
      }}
    >
      {t(`global.ribbon.${profile}`, { defaultValue: profile })}
    </Box>
  );
};
