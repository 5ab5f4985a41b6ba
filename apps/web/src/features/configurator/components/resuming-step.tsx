import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PreviewPanel } from './preview-panel';
import { PREVIEW_COLUMN, StepColumns } from './step-columns';

/**
 * Step 2 after a reload, while its code, the photo and the piece are still on their way: its
 * title and the preview, in the places the step puts them, so the preview (the largest thing on
 * a phone's screen) is painted as soon as its bytes are there and nothing moves when the step
 * takes over.
 */
export const ResumingStep = ({
  photoOnly,
  craftedId,
  savedKey,
}: {
  photoOnly: boolean;
  craftedId: number;
  savedKey: string;
}) => {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="configure-title" aria-busy>
      <Typography id="configure-title" variant="h4" component="h1" gutterBottom>
        {t(photoOnly ? 'configurator.configure.titlePhoto' : 'configurator.configure.title')}
      </Typography>
      <StepColumns>
        <Box sx={PREVIEW_COLUMN}>
          <PreviewPanel crafted={null} craftedId={craftedId} savedKey={savedKey} frameId={null} />
        </Box>
      </StepColumns>
    </Box>
  );
};
