import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface MenuLink {
  to: string;
  label: string;
  icon?: ReactNode;
}

/**
 * A header button that opens a menu of links. On narrow screens only its icon shows; the label
 * then stays its accessible name.
 */
export const MenuButton = ({
  label,
  icon,
  items,
}: {
  label: string;
  icon: ReactNode;
  items: readonly MenuLink[];
}) => {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        id={`${id}-button`}
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={open ? `${id}-menu` : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, textTransform: 'none', fontSize: '1rem', px: { xs: 1, sm: 1.5 } }}
      >
        {icon}
        <Box component="span" sx={{ ml: 0.75, display: { xs: 'none', sm: 'inline' } }}>
          {label}
        </Box>
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': `${id}-button` },
          paper: { sx: { maxHeight: 'calc(100vh - 80px)' } },
        }}
      >
        {items.map((item) => (
          <MenuItem key={item.to} component={Link} to={item.to} onClick={close}>
            {item.icon && <ListItemIcon>{item.icon}</ListItemIcon>}
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
