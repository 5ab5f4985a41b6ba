import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';
import { editionsQuery, editionThumbnailUrl } from '../api/get-editions';
import { useWizard } from '../hooks/use-wizard';

/**
 * The limited editions (customer spec §2): choosing one starts edition mode, straight at the
 * product step with the shop's own image.
 */
export const EditionsPanel = () => {
  const { t } = useTranslation();
  const { dispatch } = useWizard();
  const editions = useQuery(editionsQuery());
  if (editions.isError || editions.data?.length === 0) return null;

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="editions-title">
      <Typography id="editions-title" variant="h6" component="h2">
        {t('configurator.editions.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('configurator.editions.text')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        }}
      >
        {(editions.data ?? Array.from({ length: 6 }, () => undefined)).map((edition, index) => (
          <li key={edition?.id ?? `loading-${index}`}>
            {edition ? (
              <ButtonBase
                focusRipple
                onClick={() => dispatch({ type: 'editionStarted', editionId: edition.id })}
                sx={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'left',
                  borderRadius: 1,
                  overflow: 'hidden',
                  '&:hover img, &.Mui-focusVisible img': { transform: 'scale(1.04)' },
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                <Box sx={{ aspectRatio: '4 / 3', overflow: 'hidden', bgcolor: 'grey.200' }}>
                  <Box
                    component="img"
                    src={editionThumbnailUrl(edition.id)}
                    alt=""
                    loading="lazy"
                    sx={{
                      width: '100%',
                      height: '100%',
                      objectFit: 'cover',
                      display: 'block',
                      transition: 'transform 300ms ease',
                    }}
                  />
                </Box>
                <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600, lineHeight: 1.3 }}>
                  {/* Named by what it shows (WCAG 2.5.3), with the verb for screen readers first:
                      'Vybrať obraz {{title}}' without the title, which follows visibly. */}
                  <Box component="span" sx={visuallyHidden}>
                    {`${t('configurator.editions.choose', { title: '' }).trim()} `}
                  </Box>
                  {edition.desc}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {edition.edition}
                </Typography>
              </ButtonBase>
            ) : (
              <>
                <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
                <Skeleton width="80%" />
              </>
            )}
          </li>
        ))}
      </Box>
    </Paper>
  );
};
