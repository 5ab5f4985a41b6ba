import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedPart } from '@fotoobraz/domain';
import { catalogueImageUrl, type Frame } from '../api/types';
import type { ConfigurationView } from '../hooks/use-configuration';
import type { Choices } from '../model/wizard-state';
import { CopiesField } from './copies-field';
import { FrameChoice } from './frame-choice';
import { DescribedOptions } from './described-options';
import { MatOptions } from './mat-options';
import type { ChoiceProps } from './option-group';
import { PriceDifference } from './price-difference';
import { ProductOptions } from './product-options';
import { ProductSafety } from './product-safety';
import { PhotoOnlySizeOption, SizeOptions } from './size-options';
import { WithdrawalNote } from './withdrawal-note';
import { LegalGuaranteeNotice } from '../../../components/legal-guarantee-notice';

const CHOSEN_ID = {
  productConfig: 'productConfigId',
  printMedia: 'printMediaId',
  glass: 'glassId',
  pasparta: 'paspartaId',
} as const satisfies Record<ListedPart, keyof Choices>;

/**
 * The choices of step 2 (customer spec §2 and §4), each group only where the product asks for
 * it: product, size, media, mat, frame, glass or lamination, copies. Below the chosen product,
 * whether the piece can be withdrawn, its safety information and the legal guarantee's notice.
 */
export const ConfigureOptions = memo(
  ({
    view,
    copies,
    edition,
  }: {
    view: ConfigurationView;
    copies: number;
    /** The title of the shop's edition the piece is made of; null for the customer's photo. */
    edition: string | null;
  }) => {
    const { t } = useTranslation();
    const { product, resolved, choose } = view;
    // The lists and their prices that arrive from the server re-render the cards (some forty) in
    // the background, in slices the browser can interrupt, so no answer blocks a phone's main
    // thread for the whole list (Lighthouse's total blocking time). The customer's own
    // choice is never deferred: a radio shows its new state at once.
    const options = useDeferredValue(view.options);
    const differenceOf = useDeferredValue(view.differenceOf);
    // The same functions from render to render while the prices stay, so that the memoised groups
    // skip the renders other answers cause.
    const handlers = useMemo(() => {
      const of = (part: ListedPart, align?: 'left' | 'right') => ({
        onChange: (id: number) => choose({ [CHOSEN_ID[part]]: id }),
        difference: (id: number) => <PriceDifference {...differenceOf(part, id)} align={align} />,
      });
      return {
        productConfig: of('productConfig'),
        printMedia: of('printMedia'),
        glass: of('glass'),
        pasparta: of('pasparta', 'left'),
      };
    }, [choose, differenceOf]);
    const chooseFrame = useCallback((frame: Frame) => choose({ frameId: frame.id }), [choose]);
    const chooseCopies = useCallback((n: number) => choose({ copies: n }), [choose]);
    // The product's notes (an image of the legal guarantee, the safety box) change with the
    // product only, not with the lists and prices that arrive for it.
    const notes = useMemo(
      () =>
        product && (
          <Box sx={{ display: 'grid', gap: 1.5, mt: -1.5 }}>
            <WithdrawalNote ownPhoto={edition === null} productRule={product.withdrawalRule} />
            <ProductSafety
              product={product}
              pictureUrl={catalogueImageUrl('products', product, 'thumb')}
              motif={edition ?? undefined}
            />
            <LegalGuaranteeNotice />
          </Box>
        ),
      [product, edition],
    );
    /** The resolved row of a listed part, how choosing another is recorded, and their prices. */
    const choiceOf = (part: ListedPart): ChoiceProps => ({
      value: resolved?.ids[part] ?? null,
      ...handlers[part],
    });

    return (
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <ProductOptions
          products={view.products.offered}
          loading={view.products.loading}
          product={product}
          onSelect={view.selectProduct}
        />

        {notes}

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
            productEnum={product.productEnum}
            loading={view.sizes.loading}
            loaded={view.sizes.loaded}
            pixels={view.pixels}
            {...choiceOf('productConfig')}
          />
        )}

        {view.mediaType && (
          <DescribedOptions
            legend={t(`configurator.configure.media.${view.mediaType}`)}
            rows={options.printMedia}
            thumbs="print-medias"
            {...choiceOf('printMedia')}
          />
        )}

        {product?.askForPasparta && (
          <MatOptions mats={options.pasparta} {...choiceOf('pasparta')} />
        )}

        {product?.askForFrame && (
          <FrameChoice
            frameId={resolved?.ids.frame ?? null}
            canvasOnly={product.askForCanvas === true}
            request={view.request}
            onChoose={chooseFrame}
          />
        )}

        {view.glassSlot && (
          <DescribedOptions
            legend={t(`configurator.configure.glass.${view.glassSlot}`)}
            rows={options.glass}
            {...choiceOf('glass')}
          />
        )}

        {product && (
          <Box>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('configurator.copies.legend')}
            </Typography>
            <CopiesField copies={copies} onChange={chooseCopies} />
          </Box>
        )}
      </Box>
    );
  },
);
