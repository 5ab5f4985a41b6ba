import type { ReactNode } from 'react';
import { ActionAlert } from '../../../components/action-alert';
import { useWizard } from '../hooks/use-wizard';

/** Why this photo cannot make the piece, with the one way on: starting again with another one. */
export const PhotoRefusedAlert = ({
  action,
  children,
}: {
  action: string;
  children: ReactNode;
}) => {
  const { reset } = useWizard();
  return (
    <ActionAlert severity="error" sx={{ mb: 2 }} size="small" action={action} onAction={reset}>
      {children}
    </ActionAlert>
  );
};
