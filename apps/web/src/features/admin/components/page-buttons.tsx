import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * The zero-based pages whose buttons show: at most `max`, the current one in the middle where
 * there is room.
 * @example pagesAround(6, 12, 5) // -> [4, 5, 6, 7, 8]
 */
export const pagesAround = (page: number, count: number, max: number): number[] => {
  const shown = Math.min(max, count);
  const first = Math.min(Math.max(0, page - Math.floor(shown / 2)), count - shown);
  return Array.from({ length: shown }, (_, i) => first + i);
};

/**
 * First, previous, up to `max` numbered pages, next and last, as links (the page lives in the
 * URL). `to` makes the link of a zero-based page.
 */
export const PageButtons = ({
  page,
  count,
  to,
  max = 5,
}: {
  page: number;
  count: number;
  to: (page: number) => string;
  max?: number;
}) => {
  const { t } = useTranslation();
  const last = Math.max(0, count - 1);
  const step = (type: 'first' | 'previous' | 'next' | 'last', target: number) => (
    <PaginationItem
      type={type}
      component={RouterLink}
      to={to(target)}
      disabled={target === page || count <= 1}
      aria-label={t(`entity.list.pageLink.${type}`)}
    />
  );
  return (
    <Stack
      component="nav"
      aria-label={t('entity.list.pages')}
      direction="row"
      sx={{ flexWrap: 'wrap' }}
    >
      {step('first', 0)}
      {step('previous', Math.max(0, page - 1))}
      {pagesAround(page, Math.max(1, count), max).map((p) => (
        <PaginationItem
          key={p}
          page={p + 1}
          selected={p === page}
          component={RouterLink}
          to={to(p)}
          aria-label={t('entity.list.pageLink.page', { page: p + 1 })}
          aria-current={p === page ? 'page' : undefined}
        />
      ))}
      {step('next', Math.min(last, page + 1))}
      {step('last', last)}
    </Stack>
  );
};
