import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What just went into the basket, told in a dialog that ends with the way on to the basket (its
 * first focus): `closeLabel` stays where the customer is, `more` are the buttons between.
 */
export const BasketDialog = ({
  open,
  title,
  closeLabel,
  onClose,
  more,
  children,
}: {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  more?: ReactNode;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      {/* Three buttons may not fit a phone's width on one row. */}
      <DialogActions sx={more ? { flexWrap: 'wrap', gap: 1 } : undefined}>
        <Button onClick={onClose}>{closeLabel}</Button>
        {more}
        <Button variant="contained" component={Link} to="/kosik" autoFocus>
          {t('basket.goToBasket')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
