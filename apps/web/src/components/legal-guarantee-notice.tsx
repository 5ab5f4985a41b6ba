import Box from '@mui/material/Box';
import { LEGAL_GUARANTEE_NOTICE as NOTICE, legalGuaranteeNoticeText } from '@fotoobraz/domain';

/** The notice's colours: the Union's blue and yellow on white. */
const BLUE = '#003399';
const YELLOW = '#ffcc00';
const WIDTH = 360;
const LINE_HEIGHT = 15;
const BODY_TOP = 106;
const HEIGHT = BODY_TOP + NOTICE.lines.length * LINE_HEIGHT + 30;

/** The id the terms link to. */
export const LEGAL_GUARANTEE_ANCHOR = 'zakonna-zaruka';

/**
 * The harmonised notice on the legal guarantee, drawn as one fixed image (its words never
 * reflow, whatever the screen) whose text alternative is the same words
 * (`legalGuaranteeNoticeText`). Up to 420 px wide; on a phone the width of the column.
 */
export const LegalGuaranteeNotice = ({ id }: { id?: string }) => (
  <Box
    id={id}
    component="svg"
    role="img"
    aria-label={legalGuaranteeNoticeText()}
    viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
    data-testid="legal-guarantee-notice"
    sx={{ display: 'block', width: '100%', maxWidth: 420, height: 'auto', scrollMarginTop: 80 }}
  >
    <rect
      x="1"
      y="1"
      width={WIDTH - 2}
      height={HEIGHT - 2}
      rx="10"
      fill="#fff"
      stroke={BLUE}
      strokeWidth="2"
    />
    <circle cx="48" cy="48" r="36" fill={BLUE} />
    <text x="48" y="30" textAnchor="middle" fill="#fff" fontSize="9" fontFamily="Arial, sans-serif">
      {NOTICE.durationLead}
    </text>
    <text
      x="48"
      y="60"
      textAnchor="middle"
      fill={YELLOW}
      fontSize="30"
      fontWeight="700"
      fontFamily="Arial, sans-serif"
    >
      {NOTICE.duration}
    </text>
    <text
      x="48"
      y="74"
      textAnchor="middle"
      fill="#fff"
      fontSize="10"
      fontWeight="700"
      fontFamily="Arial, sans-serif"
    >
      {NOTICE.durationUnit}
    </text>
    <text x="98" y="42" fill={BLUE} fontSize="20" fontWeight="700" fontFamily="Arial, sans-serif">
      {NOTICE.title}
    </text>
    <text x="98" y="62" fill={BLUE} fontSize="13" fontFamily="Arial, sans-serif">
      {NOTICE.subtitle}
    </text>
    {NOTICE.lines.map((line, i) => (
      <text
        key={line}
        x="16"
        y={BODY_TOP + i * LINE_HEIGHT}
        fill="#1a1a1a"
        fontSize="12"
        fontFamily="Arial, sans-serif"
      >
        {line}
      </text>
    ))}
    <text
      x="16"
      y={HEIGHT - 14}
      fill={BLUE}
      fontSize="11"
      fontWeight="700"
      fontFamily="Arial, sans-serif"
    >
      {NOTICE.moreInfo}
    </text>
  </Box>
);
