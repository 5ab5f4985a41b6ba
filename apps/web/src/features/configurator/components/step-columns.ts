/**
 * The product and summary steps: the preview on the left and what belongs to it on the right,
 * one column on a phone. Both steps share it so the preview stays put between them.
 */
export const STEP_COLUMNS = {
  display: 'grid',
  gap: { xs: 3, md: 4 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
  alignItems: 'start',
} as const;

/** The preview's column of step 2: it stays in view while the choices beside it scroll. */
export const PREVIEW_COLUMN = {
  position: { md: 'sticky' },
  top: { md: 72 },
  display: 'grid',
  gap: 2,
} as const;
