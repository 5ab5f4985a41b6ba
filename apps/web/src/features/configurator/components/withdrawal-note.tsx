import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import DoNotDisturbAltOutlinedIcon from '@mui/icons-material/DoNotDisturbAltOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WITHDRAWAL_WORDING, withdrawalRightOf, type WithdrawalRule } from '@fotoobraz/domain';

/**
 * Whether the customer may withdraw from a line, in the domain's one sentence (issue 32): the
 * summary and the basket say what the pro-forma, the mails and 'Moje objednávky' say.
 */
export const WithdrawalNote = ({
  ownPhoto,
  productRule,
  companyBuyer,
}: {
  ownPhoto: boolean;
  productRule?: WithdrawalRule | string | null;
  companyBuyer?: boolean;
}) => {
  const right = withdrawalRightOf({ ownPhoto, productRule, companyBuyer });
  const Icon = right.withdrawable ? AssignmentReturnOutlinedIcon : DoNotDisturbAltOutlinedIcon;
  return (
    <Box
      data-testid="withdrawal-note"
      sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', color: 'text.secondary' }}
    >
      <Icon fontSize="small" aria-hidden sx={{ mt: '2px' }} />
      <Typography variant="body2">{WITHDRAWAL_WORDING[right.reason]}</Typography>
    </Box>
  );
};
