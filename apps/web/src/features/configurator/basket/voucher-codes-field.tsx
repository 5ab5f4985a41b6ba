import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatEur, MAX_VOUCHER_CODES, maskVoucherCode, slovakDay } from '@fotoobraz/domain';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  forgetVoucherCode,
  rememberVoucherCode,
  useVoucherCodes,
} from '../../../lib/gift-vouchers/voucher-storage';
import { checkQuery, keepOrderRefusals } from '../model/voucher-code-checks';
import {
  entryOfCheck,
  typedCodeFault,
  type CodeEntry,
  type CodePreview,
} from '../model/voucher-codes';

/** What the field tells under itself: the server's sentence or one of the shop's. */
type Said = { text: string | null; key: string; params?: Record<string, unknown> };

/**
 * The codes the order will pay with: those remembered (typed here or brought by a voucher's
 * link), each checked with the shop, or refused by the order placed with them.
 */
export const useVoucherCodeEntries = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const codes = useVoucherCodes();
  const checks = useQueries({ queries: codes.map(checkQuery) });
  const entries = useMemo(
    () =>
      codes.map((code, n): CodeEntry => {
        const check = checks[n];
        if (check.isError)
          return { code, state: 'refused', text: null, key: 'giftVoucher.code.failed' };
        return check.data ? entryOfCheck(code, check.data) : { code, state: 'checking' };
      }),
    [codes, checks],
  );

  /** Checks a typed code and keeps it when it can pay; else says why not. */
  const add = useCallback(
    async (typed: string): Promise<Said | null> => {
      const fault = typedCodeFault(typed, codes);
      if ('key' in fault) return { text: null, key: fault.key, params: { max: MAX_VOUCHER_CODES } };
      try {
        const entry = entryOfCheck(fault.code, await client.fetchQuery(checkQuery(fault.code)));
        if (entry.state === 'refused') {
          // A refusal is no answer to keep: the voucher may be topped up or unblocked.
          client.removeQueries({ queryKey: checkQuery(fault.code).queryKey });
          return { text: entry.text, key: entry.key };
        }
        rememberVoucherCode(fault.code);
        return null;
      } catch {
        return { text: null, key: 'giftVoucher.code.failed' };
      }
    },
    [client, codes],
  );

  const refuse = useCallback(
    (refused: ReadonlyMap<string, string>) => keepOrderRefusals(client, refused, t),
    [client, t],
  );

  return {
    entries,
    /** The codes to send with the order, in the order typed. */
    usable: entries.filter((entry) => entry.state === 'usable').map((entry) => entry.code),
    add,
    remove: forgetVoucherCode,
    refuse,
  };
};

export type VoucherCodeEntries = ReturnType<typeof useVoucherCodeEntries>;

/**
 * 'Kód darčekovej poukážky': up to three codes, each checked as it is added and shown with what
 * it takes off this order and what stays on it (`previews`), or why it cannot pay.
 */
export const VoucherCodesField = ({
  codes,
  previews,
}: {
  codes: VoucherCodeEntries;
  previews: ReadonlyMap<string, CodePreview>;
}) => {
  const { t } = useTranslation();
  const fieldId = useId();
  const [typed, setTyped] = useState('');
  const [said, setSaid] = useState<Said | null>(null);
  const [checking, setChecking] = useState(false);
  const { entries, add, remove } = codes;

  const apply = async () => {
    setChecking(true);
    const refusal = await add(typed);
    setChecking(false);
    setSaid(refusal);
    if (!refusal) setTyped('');
  };

  const saying = (s: Pick<Said, 'text' | 'key' | 'params'>) => s.text ?? t(s.key, s.params);

  const entryText = (entry: CodeEntry): string => {
    if (entry.state === 'checking') return t('giftVoucher.code.checking');
    if (entry.state === 'refused') return saying(entry);
    const preview = previews.get(entry.code);
    if (!preview || preview.amountCents === 0) return t('giftVoucher.code.unused');
    return t('giftVoucher.code.spend', {
      amount: formatEur(preview.amountCents),
      remaining: formatEur(preview.remainingCents),
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="voucher-codes">
      {entries.length > 0 && (
        <Box
          component="ul"
          aria-live="polite"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
        >
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry.code}
              sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {maskVoucherCode(entry.code)}
                </Typography>
                <Typography
                  variant="body2"
                  color={entry.state === 'refused' ? 'error' : 'text.secondary'}
                >
                  {entryText(entry)}
                </Typography>
                {entry.state === 'usable' && (
                  <Typography variant="caption" color="text.secondary">
                    {t('giftVoucher.code.validUntil', { day: slovakDay(entry.balance.validUntil) })}
                  </Typography>
                )}
              </Box>
              <IconButton
                onClick={() => remove(entry.code)}
                aria-label={t('giftVoucher.code.remove', { code: maskVoucherCode(entry.code) })}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {entries.length < MAX_VOUCHER_CODES && (
        // On a phone the button goes below: beside it the field's label and hint were cut short.
        <Box
          sx={{
            display: 'flex',
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
            gap: 1,
            alignItems: 'flex-start',
          }}
        >
          <TextField
            id={fieldId}
            label={t('giftVoucher.code.label')}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setSaid(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void apply();
              }
            }}
            error={said !== null}
            helperText={
              said
                ? saying(said)
                : checking
                  ? t('giftVoucher.code.checking')
                  : t('giftVoucher.code.hint', { max: MAX_VOUCHER_CODES })
            }
            size="small"
            fullWidth
            slotProps={{
              htmlInput: {
                autoComplete: 'off',
                autoCapitalize: 'characters',
                spellCheck: false,
                maxLength: 40,
              },
              formHelperText: { role: said ? 'alert' : undefined },
            }}
          />
          <Button
            variant="outlined"
            onClick={() => void apply()}
            disabled={checking}
            aria-label={t('giftVoucher.code.applyOf')}
            sx={{ flexShrink: 0, mt: 0.25 }}
          >
            {t('giftVoucher.code.apply')}
          </Button>
        </Box>
      )}
    </Box>
  );
};
