import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** How many years back the picker reaches: the law keeps tax documents ten years. */
const YEARS_BACK = 10;

/**
 * A month 'YYYY-MM' chosen as a month name and a year: plain selects work in every browser, where
 * a native month input does not.
 */
export const MonthPicker = ({
  value,
  latest,
  onChange,
}: {
  value: string;
  /** The newest month offered ('YYYY-MM'): the current one. */
  latest: string;
  onChange: (month: string) => void;
}) => {
  const { t } = useTranslation();
  const [year, month] = value.split('-');
  const latestYear = Number(latest.slice(0, 4));
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => String(latestYear - i));
  if (!years.includes(year)) years.unshift(year);
  const months = t('admin.accounting.months', { returnObjects: true }) as string[];
  return (
    <Stack direction="row" spacing={1.5}>
      <TextField
        select
        size="small"
        label={t('admin.accounting.month')}
        value={month}
        onChange={(e) => onChange(`${year}-${e.target.value}`)}
        sx={{ minWidth: 150 }}
      >
        {months.map((name, i) => (
          <MenuItem key={name} value={String(i + 1).padStart(2, '0')}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('admin.accounting.year')}
        value={year}
        onChange={(e) => onChange(`${e.target.value}-${month}`)}
        sx={{ minWidth: 110 }}
      >
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
