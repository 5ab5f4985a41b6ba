import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/** A text box that narrows a list as one types (no button: the lists are already loaded). */
export const SearchField = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) => (
  <TextField
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    type="search"
    size="small"
    sx={{ maxWidth: 420 }}
    slotProps={{
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon />
          </InputAdornment>
        ),
      },
    }}
  />
);
