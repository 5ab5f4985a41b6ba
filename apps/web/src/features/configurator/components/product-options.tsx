import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OfferedProduct } from '@fotoobraz/domain';
import { catalogueImageUrl, type Product, type ProductEnum } from '../api/types';
import { PictureOptions } from './picture-options';
import { TileImage } from './option-visuals';
import { memo, useCallback } from 'react';

/** The products on offer as picture tiles, and the chosen one's description. */
export const ProductOptions = memo(
  ({
    products,
    loading,
    product,
    onSelect,
  }: {
    products: readonly OfferedProduct<Product>[];
    loading: boolean;
    product: OfferedProduct<Product> | undefined;
    onSelect(productEnum: ProductEnum): void;
  }) => {
    const { t } = useTranslation();
    const choose = useCallback(
      (id: number) => {
        const next = products.find((p) => p.id === id);
        if (next) onSelect(next.productEnum);
      },
      [products, onSelect],
    );
    if (loading || !product) return <Skeleton variant="rounded" height={240} />;
    return (
      <>
        <PictureOptions
          legend={t('configurator.configure.product')}
          tile
          rows={products}
          media={(p) => (
            <TileImage
              src={catalogueImageUrl('products', p, 'thumb')}
              width={240}
              height={180}
              aspectRatio={{ xs: '3 / 2', sm: '4 / 3' }}
            />
          )}
          value={product.id}
          onChange={choose}
        />
        {product.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
            {product.description}
          </Typography>
        )}
      </>
    );
  },
);
