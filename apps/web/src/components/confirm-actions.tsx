import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';

/**
 * A dialog's 'Zrušiť' and the button that does what it asks; without `onConfirm` that button
 * submits the dialog's form.
 */
export const ConfirmActions = ({
  label,
  onCancel,
  onConfirm,
  disabled,
  color,
}: {
  label: string;
  onCancel: () => void;
  onConfirm?: () => void;
  disabled?: boolean;
  color?: ButtonProps['color'];
}) => {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onCancel}>{t('entity.action.cancel')}</Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        color={color}
        variant="contained"
        onClick={onConfirm}
        disabled={disabled}
      >
        {label}
      </Button>
    </DialogActions>
  );
};
