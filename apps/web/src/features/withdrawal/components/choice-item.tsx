import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * One thing the customer may withdraw from, a line or a gift voucher: a checkbox where it can
 * be withdrawn, else shown disabled, with the sentence that says why as its description.
 */
export const ChoiceItem = ({
  label,
  description,
  enabled,
  checked,
  onToggle,
}: {
  label: ReactNode;
  description: string;
  enabled: boolean;
  checked: boolean;
  onToggle(): void;
}) => {
  const id = useId();
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        alignItems: 'start',
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Checkbox
        id={id}
        checked={checked}
        disabled={!enabled}
        onChange={onToggle}
        slotProps={{ input: { 'aria-describedby': `${id}-wording` } }}
        sx={{ mt: -0.75 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="label"
          htmlFor={id}
          color={enabled ? 'text.primary' : 'text.secondary'}
          sx={{
            display: 'block',
            overflowWrap: 'anywhere',
            cursor: enabled ? 'pointer' : 'default',
          }}
        >
          {label}
        </Typography>
        <Typography id={`${id}-wording`} variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Box>
    </Box>
  );
};
