import Box from '@mui/material/Box';
import PaginationItem from '@mui/material/PaginationItem';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The pages whose numbered buttons show: `max` consecutive pages around the current one (as
 * JHipster's rotating pagination does), all 0-based.
 * @example pageWindow(0, 12, 5) // -> [0, 1, 2, 3, 4]; pageWindow(11, 12, 5) -> [7, 8, 9, 10, 11]
 */
export const pageWindow = (page: number, pageCount: number, max: number): number[] => {
  const size = Math.min(max, pageCount);
  const start = Math.max(0, Math.min(page - Math.floor(size / 2), pageCount - size));
  return Array.from({ length: size }, (_, i) => start + i);
};

type ItemType = 'first' | 'previous' | 'page' | 'next' | 'last';

/**
 * Numbered page buttons as links, so the page is in the URL (spec §2): first, previous, at most
 * `maxButtons` numbers, next, last.
 */
export const PageLinks = ({
  page,
  pageCount,
  maxButtons,
  hrefOf,
}: {
  /** 0-based. */
  page: number;
  pageCount: number;
  maxButtons: number;
  hrefOf: (page: number) => string;
}) => {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const last = pageCount - 1;
  const items: { type: ItemType; target: number }[] = [
    { type: 'first', target: 0 },
    { type: 'previous', target: page - 1 },
    ...pageWindow(page, pageCount, maxButtons).map((p) => ({ type: 'page' as const, target: p })),
    { type: 'next', target: page + 1 },
    { type: 'last', target: last },
  ];
  return (
    <Box component="nav" aria-label={t('entity.list.pages')}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
        {items.map(({ type, target }) => {
          const selected = type === 'page' && target === page;
          const disabled = type !== 'page' && (target < 0 || target > last || target === page);
          const label =
            type === 'page'
              ? t('entity.list.pageLink.page', { page: target + 1 })
              : t(`entity.list.pageLink.${type}`);
          return (
            <li key={`${type}-${target}`}>
              {disabled ? (
                <PaginationItem type={type} disabled aria-label={label} />
              ) : (
                <PaginationItem
                  component={Link}
                  to={hrefOf(target)}
                  type={type}
                  page={target + 1}
                  selected={selected}
                  aria-label={label}
                  aria-current={selected ? 'page' : undefined}
                />
              )}
            </li>
          );
        })}
      </Box>
    </Box>
  );
};
