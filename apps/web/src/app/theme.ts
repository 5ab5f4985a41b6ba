import { createTheme } from '@mui/material/styles';

/** Walnut and gold of a picture frame; system fonts, which all carry Slovak diacritics. */
const base = createTheme({
  palette: {
    primary: { main: '#5b3a24' },
    secondary: { main: '#a86b1d' },
    background: { default: '#faf7f2' },
    // Darker than MUI's defaults: white text on them, and they as text on the page, keep WCAG's
    // 4.5:1 (MUI's orange warning and light-blue info give about 3:1).
    warning: { main: '#b45309' },
    info: { main: '#01579b' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", "Helvetica Neue", Arial, sans-serif',
    h3: { fontWeight: 700, fontSize: 'clamp(1.9rem, 4vw, 2.75rem)', lineHeight: 1.15 },
    h4: { fontWeight: 600, fontSize: 'clamp(1.6rem, 3vw, 2.1rem)' },
    h5: { fontWeight: 600 },
  },
});

/** A keyboard user always sees where the focus is (WCAG 2.4.7): one ring for every control. */
const focusRing = (colour: string) => ({
  outline: `3px solid ${colour}`,
  outlineOffset: 2,
});

export const theme = createTheme(base, {
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // MUI marks keyboard focus with .Mui-focusVisible (a ripple that is easy to miss);
        // native elements match :focus-visible. Text fields show theirs as a thicker border.
        // Doubled, to outweigh the components' own `outline: 0`.
        ':focus-visible:focus-visible, .Mui-focusVisible.Mui-focusVisible': focusRing(
          base.palette.primary.main,
        ),
        // On the walnut header a walnut ring would not show.
        '.MuiAppBar-root :focus-visible:focus-visible, .MuiAppBar-root .Mui-focusVisible.Mui-focusVisible':
          focusRing('#ffffff'),
        // A dialog's own box takes the focus when it opens; its controls show the ring.
        '.MuiDialog-container:focus-visible, [role="dialog"]:focus-visible': { outline: 'none' },
        // A heading the page focuses on arrival (a screen reader starts there) is no control: no
        // key reaches it, so no ring. Chrome counts a script's focus on a fresh page as
        // keyboard focus, and the doubled selector above outweighs the heading's own style.
        ':is(h1, h2, h3, h4, h5, h6)[tabindex="-1"]:focus-visible': { outline: 'none' },
      },
    },
  },
});
