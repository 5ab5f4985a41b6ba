import Box from '@mui/material/Box';

/**
 * The `<code>` of a sentence that names a voucher's code: read whole, so a phone breaks the line
 * before the code, never inside it.
 */
export const WHOLE_CODE = { code: <Box component="span" sx={{ whiteSpace: 'nowrap' }} /> };
