import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { withdrawalRightOf, withdrawalWordingOf } from '@fotoobraz/domain';

/**
 * Whether the customer may withdraw from a piece, in the domain's one wording: the
 * product step, the summary and the basket all show this line, so they never disagree.
 * `ownPhoto` is false only for a piece made from one of the shop's editions.
 */
export const WithdrawalNote = ({
  ownPhoto,
  productRule,
  companyBuyer,
}: {
  ownPhoto: boolean;
  productRule?: string | null;
  companyBuyer?: boolean;
}) => {
  const facts = { ownPhoto, productRule, companyBuyer };
  const { withdrawable } = withdrawalRightOf(facts);
  const Icon = withdrawable ? AssignmentReturnOutlinedIcon : GavelOutlinedIcon;
  return (
    <Box
      component="p"
      data-testid="withdrawal-note"
      data-withdrawable={withdrawable}
      sx={{ m: 0, display: 'flex', alignItems: 'flex-start', gap: 0.75 }}
    >
      <Icon
        fontSize="small"
        aria-hidden
        sx={{ mt: '1px', color: withdrawable ? 'success.main' : 'text.secondary' }}
      />
      <Typography component="span" variant="body2">
        {withdrawalWordingOf(facts)}
      </Typography>
    </Box>
  );
};
