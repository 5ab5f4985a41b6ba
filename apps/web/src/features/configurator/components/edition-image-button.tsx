import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EDITION_PAGE_URL } from '../../../config/constants';

/** The home page's image button to the external page of limited editions (customer spec §2). */
export const EditionImageButton = () => {
  const { t } = useTranslation();
  return (
    <ButtonBase
      component="a"
      href={EDITION_PAGE_URL}
      target="_blank"
      rel="noopener"
      focusRipple
      sx={{
        display: 'block',
        position: 'relative',
        width: '100%',
        borderRadius: 2,
        overflow: 'hidden',
        boxShadow: 3,
        '&:hover img, &.Mui-focusVisible img': { transform: 'scale(1.03)' },
      }}
    >
      <img
        src="/images/limited-editions.svg"
        alt={t('home.editions.alt')}
        width={480}
        height={300}
        style={{
          display: 'block',
          width: '100%',
          height: 'auto',
          transition: 'transform 300ms ease',
        }}
      />
      <Typography
        component="span"
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          px: 2,
          py: 1.5,
          textAlign: 'left',
          color: 'common.white',
          background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.7))',
        }}
      >
        <Typography component="span" variant="h6" sx={{ display: 'block', lineHeight: 1.2 }}>
          {t('home.editions.title')}
        </Typography>
        <Typography component="span" variant="body2">
          {t('home.editions.text')} ↗
        </Typography>
      </Typography>
    </ButtonBase>
  );
};
