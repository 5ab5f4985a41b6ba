import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_FOOTER_CLASS } from '../../../config/constants';
import { INFO_NOTICE_CLASS } from '../hooks/use-notices';
import type { Navigation } from '../model/navigation';

/** The bar's height; the page keeps this much room below its content, and notices rise above it. */
export const NAV_HEIGHT_PX = 68;

/**
 * The Back/Next bar (customer spec §2), fixed at the bottom of the window so the next step is
 * always one press away, with the current price beside it.
 */
export const WizardNav = ({
  navigation,
  onBack,
  onNext,
  busy = false,
  summary,
  secondary,
  nextIcon,
  toolbarLabel,
}: {
  navigation: Navigation;
  onBack(): void;
  onNext(): void;
  /** Shows a spinner in the Next button (the order is on its way). */
  busy?: boolean;
  /** The price, at the bar's centre. */
  summary?: ReactNode;
  /** Another way on, just before the Next button ('Pridať do košíka'). */
  secondary?: ReactNode;
  /** The Next button's icon when it is not the arrow or the send ('Použiť orez'). */
  nextIcon?: ReactNode;
  /**
   * A step's own controls in the bar's place (the crop's): a named group, not the wizard's
   * Back/Next navigation, which the spec shows only from step 2.
   */
  toolbarLabel?: string;
}) => {
  const { t } = useTranslation();
  if (!navigation.visible) return null;
  const submit = navigation.nextLabel === 'configurator.nav.submit';
  return (
    <>
      <GlobalStyles
        styles={{
          [`.${INFO_NOTICE_CLASS}`]: { marginBottom: NAV_HEIGHT_PX },
          // The page's footer (legal links) stays reachable above this bar. Global styles come
          // before the components' own, so one class alone lost to the footer's padding.
          [`footer.${PAGE_FOOTER_CLASS}`]: { paddingBottom: NAV_HEIGHT_PX + 16 },
          // A field the browser scrolls to is never hidden under the header or this bar.
          html: { scrollPaddingTop: 72, scrollPaddingBottom: NAV_HEIGHT_PX + 16 },
        }}
      />
      <Box aria-hidden sx={{ height: NAV_HEIGHT_PX + 16 }} />
      <Paper
        {...(toolbarLabel
          ? { component: 'div', role: 'group', 'aria-label': toolbarLabel }
          : { component: 'nav', 'aria-label': t('configurator.nav.label') })}
        elevation={8}
        square
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar - 1,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Container
          maxWidth="lg"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: { xs: 1, sm: 2 },
            height: NAV_HEIGHT_PX,
          }}
        >
          <Button
            onClick={onBack}
            disabled={navigation.backDisabled}
            startIcon={<ArrowBackIcon />}
            size="large"
            aria-label={t('configurator.nav.back')}
            sx={{ flex: 'none', minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
          >
            {/* A phone has room for the arrow only. */}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('configurator.nav.back')}
            </Box>
          </Button>
          <Box
            sx={{
              flex: 1,
              minWidth: 0,
              textAlign: 'center',
              // 'Odoslať objednávku' leaves a phone no room for the price.
              display: { xs: submit ? 'none' : 'block', sm: 'block' },
            }}
          >
            {summary}
          </Box>
          {submit && <Box sx={{ flex: 1, display: { sm: 'none' } }} />}
          {secondary}
          <Button
            variant="contained"
            size="large"
            onClick={onNext}
            disabled={navigation.nextDisabled}
            endIcon={
              busy ? (
                <CircularProgress size={18} color="inherit" aria-hidden />
              ) : submit ? (
                <SendIcon />
              ) : (
                (nextIcon ?? <ArrowForwardIcon />)
              )
            }
            sx={{ flex: 'none', whiteSpace: 'nowrap' }}
          >
            {t(navigation.nextLabel)}
          </Button>
        </Container>
      </Paper>
    </>
  );
};
