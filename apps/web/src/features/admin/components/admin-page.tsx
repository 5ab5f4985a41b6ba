import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * A heading with its actions on the right (below it on a phone): a page's title (`level` 1) or
 * a section's (2); `space` is the room kept around it.
 */
export const HeadingBar = ({
  title,
  level,
  space,
  children,
}: {
  title: string;
  level: 1 | 2;
  space: { mb?: number; pt?: number };
  children?: ReactNode;
}) => (
  <Stack
    direction={{ xs: 'column', sm: 'row' }}
    spacing={2}
    useFlexGap
    sx={{ ...space, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
  >
    <Typography variant={level === 1 ? 'h4' : 'h5'} component={level === 1 ? 'h1' : 'h2'}>
      {title}
    </Typography>
    {children}
  </Stack>
);

/** An action that leads to another administration screen. */
export const LinkAction = ({ to, label }: { to: string; label: string }) => (
  <Button component={RouterLink} to={to} variant="outlined">
    {label}
  </Button>
);

/** The frame of every administration screen: its title, its actions on the right, its content. */
export const AdminPage = ({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) => (
  <Container maxWidth="lg" sx={{ py: 3 }}>
    <HeadingBar title={title} level={1} space={{ mb: 2 }}>
      {actions && (
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          {actions}
        </Stack>
      )}
    </HeadingBar>
    {children}
  </Container>
);
