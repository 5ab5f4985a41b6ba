import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AlternativeRelation } from '../api/types';
import type { ConfigurationView } from '../hooks/use-configuration';
import { CopiesField } from './copies-field';
import { FrameChoice } from './frame-choice';
import { GlassOptions } from './glass-options';
import { MatOptions } from './mat-options';
import { MediaOptions } from './media-options';
import { PriceDifference } from './price-difference';
import { ProductOptions } from './product-options';
import { PhotoOnlySizeOption, SizeOptions } from './size-options';

/**
 * The choices of step 2 (customer spec §2 and §4), each group only where the product asks for
 * it: product, size, media, mat, frame, glass or lamination, copies.
 */
export const ConfigureOptions = ({ view, copies }: { view: ConfigurationView; copies: number }) => {
  const { t } = useTranslation();
  const { product, resolved, options, choose } = view;
  const difference = (relation: AlternativeRelation, align?: 'left' | 'right') => (id: number) => (
    <PriceDifference {...view.differenceOf(relation, id)} align={align} />
  );

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <ProductOptions
        products={view.products.offered}
        loading={view.products.loading}
        product={product}
        onSelect={view.selectProduct}
      />

      {product && view.photoOnlyKind && resolved?.photoOnlySize && (
        <PhotoOnlySizeOption
          size={resolved.photoOnlySize}
          pixels={view.pixels}
          onChange={(size) =>
            choose({ photoOnlyWidth: size.widthCm, photoOnlyHeight: size.heightCm })
          }
        />
      )}

      {product && !view.photoOnlyKind && (
        <SizeOptions
          sizes={options.productConfig}
          loading={view.sizes.loading}
          loaded={view.sizes.loaded}
          pixels={view.pixels}
          value={resolved?.ids.productConfig ?? null}
          onChange={(id) => choose({ productConfigId: id })}
          difference={difference('productConfig')}
        />
      )}

      {view.mediaType && (
        <MediaOptions
          mediaType={view.mediaType}
          medias={options.printMedia}
          value={resolved?.ids.printMedia ?? null}
          onChange={(id) => choose({ printMediaId: id })}
          difference={difference('printMedia')}
        />
      )}

      {product?.askForPasparta && (
        <MatOptions
          mats={options.pasparta}
          value={resolved?.ids.pasparta ?? null}
          onChange={(id) => choose({ paspartaId: id })}
          difference={difference('pasparta', 'left')}
        />
      )}

      {product?.askForFrame && (
        <FrameChoice
          frameId={resolved?.ids.frame ?? null}
          canvasOnly={product.askForCanvas === true}
          request={view.request}
          onChoose={(frame) => choose({ frameId: frame.id })}
        />
      )}

      {view.glassSlot && (
        <GlassOptions
          slot={view.glassSlot}
          glasses={options.glass}
          value={resolved?.ids.glass ?? null}
          onChange={(id) => choose({ glassId: id })}
          difference={difference('glass')}
        />
      )}

      {product && (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {t('configurator.copies.legend')}
          </Typography>
          <CopiesField copies={copies} onChange={(n) => choose({ copies: n })} />
        </Box>
      )}
    </Box>
  );
};
