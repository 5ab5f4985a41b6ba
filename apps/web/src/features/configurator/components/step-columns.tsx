import type { ReactNode } from 'react';
import { SideBySide } from '../../../components/side-by-side';

/**
 * The product and summary steps: the preview on the left and what belongs to it on the right,
 * one column on a phone. Both steps share it so the preview stays put between them.
 */
export const StepColumns = ({ children }: { children: ReactNode }) => (
  <SideBySide from="md" columns="minmax(0, 5fr) minmax(0, 6fr)" gap={{ xs: 3, md: 4 }}>
    {children}
  </SideBySide>
);

/** The preview's column of step 2: it stays in view while the choices beside it scroll. */
export const PREVIEW_COLUMN = {
  position: { md: 'sticky' },
  top: { md: 72 },
  display: 'grid',
  gap: 2,
} as const;
