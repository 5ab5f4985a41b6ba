import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A block of a legal page: `## ` starts a heading, anything else up to a blank line a paragraph. */
type Block = { kind: 'heading' | 'paragraph'; text: string };

/**
 * The blocks of a page's text, in order.
 * @example legalBlocks('## 1. Úvod\nText.\n\nĎalší odsek.') // -> heading '1. Úvod', paragraphs 'Text.' and 'Ďalší odsek.'
 */
export const legalBlocks = (text: string): Block[] => {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const close = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('## ')) {
      close();
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
    } else if (line.trim() === '') close();
    else paragraph.push(line);
  }
  close();
  return blocks;
};

/** A legal page's text as headings and paragraphs; never HTML, so an edit cannot inject any. */
export const LegalText = ({ text }: { text: string }) => (
  <Box sx={{ maxWidth: '70ch', overflowWrap: 'anywhere' }}>
    {legalBlocks(text).map((block, i) =>
      block.kind === 'heading' ? (
        <Typography key={i} variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
          {block.text}
        </Typography>
      ) : (
        <Typography key={i} sx={{ mb: 1.5, whiteSpace: 'pre-line', lineHeight: 1.6 }}>
          {block.text}
        </Typography>
      ),
    )}
  </Box>
);
