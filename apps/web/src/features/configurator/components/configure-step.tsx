import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { effectiveDpi, printQualityAt, type SizeCm } from '@fotoobraz/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  priceDifferencesQuery,
  withCachedDifferences,
  type Alternatives,
} from '../api/crafted-products';
import {
  glassesQuery,
  globalParamsQuery,
  paspartasQuery,
  printMediasQuery,
  productConfigsQuery,
  productsQuery,
} from '../api/get-catalogue';
import { imageDataUrl, type AlternativeRelation } from '../api/types';
import type { CraftedProductStore } from '../hooks/use-crafted-product';
import { useWizard } from '../hooks/use-wizard';
import { expectedPriceCents } from '../model/expected-price';
import type { Choices } from '../model/wizard-state';
import {
  craftedProductRequest,
  defaultIds,
  defaultPhotoOnlySize,
  defaultProduct,
  dpiOfConfig,
  glassOptions,
  glassSlotOf,
  isPhotoOnly,
  mediaTypeOf,
  NONE_ID,
  offeredProducts,
  orientedConfig,
  paramsOf,
  pickOption,
  printedPixels,
  qualityOfConfig,
  sizeText,
  sortedConfigs,
  suggestedConfig,
  type ResolvedChoices,
} from '../model/configuration';
import { CopiesField } from './copies-field';
import { FrameChoice } from './frame-choice';
import { OptionGroup } from './option-group';
import { PhotoOnlySizeFields } from './photo-only-size-fields';
import { PreviewPanel } from './preview-panel';
import { PriceBreakdown } from './price-breakdown';
import { PriceDifference } from './price-difference';
import { PriceSummary } from './price-summary';
import { QualityLight } from './quality-light';
import { WallCarousel } from './wall-carousel';

const Swatch = ({ colour }: { colour: string | null }) => (
  <Box
    component="span"
    aria-hidden
    sx={{
      width: 32,
      height: 32,
      flex: 'none',
      borderRadius: 1,
      border: 1,
      borderColor: 'divider',
      bgcolor: colour ?? 'grey.100',
      boxShadow: 'inset 0 0 0 3px rgba(255,255,255,0.5)',
    }}
  />
);

/** Descriptions make a phone's lists three times as long: there the names say enough. */
const PhoneHidden = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
    {children}
  </Box>
);

const Thumb = ({ src, size = 48 }: { src: string | undefined; size?: number }) => (
  <Box
    component="img"
    src={src}
    alt=""
    width={size}
    height={size}
    sx={{ flex: 'none', borderRadius: 1, objectFit: 'cover', bgcolor: 'grey.100' }}
  />
);

/**
 * Step 2 (customer spec §2 and §4): product, size with its print-quality light, media, mat,
 * frame, glass or lamination, copies; every option with its price difference. Defaults come from
 * the WEB_DEFAULT_* params; the crafted product is saved whenever the configuration is complete
 * and has changed, and its preview, price and breakdown show beside the choices.
 */
export const ConfigureStep = ({
  store,
  onExpectedPrice,
}: {
  store: CraftedProductStore;
  /** The price of a change not saved yet, where it is known (null: the saved price holds). */
  onExpectedPrice(cents: number | null): void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { state, dispatch, picture, reset } = useWizard();
  const params = useQuery(globalParamsQuery());
  const products = useQuery(productsQuery());
  const paramMap = useMemo(() => paramsOf(params.data), [params.data]);
  const offered = useMemo(
    () => offeredProducts(products.data ?? [], state.photoOnly),
    [products.data, state.photoOnly],
  );
  const { choices } = state;
  const product =
    offered.find((p) => p.productEnum === choices.productEnum) ??
    (params.data ? defaultProduct(offered, paramMap) : undefined);
  const pixels = useMemo(
    () => (picture ? printedPixels(picture, state.crop) : { width: 1, height: 1 }),
    [picture, state.crop],
  );

  const photoOnlyKind = product ? isPhotoOnly(product.productEnum) : false;
  const mediaType = product ? mediaTypeOf(product) : null;
  const glassSlot = product ? glassSlotOf(product) : null;
  const configs = useQuery({
    ...productConfigsQuery(product?.productEnum ?? 'PHOTOCANVAS', picture?.configRatio ?? ''),
    enabled: !!product && !!picture && !photoOnlyKind,
  });
  const medias = useQuery({ ...printMediasQuery(mediaType ?? 'PAPIER'), enabled: !!mediaType });
  const glasses = useQuery({ ...glassesQuery(), enabled: glassSlot !== null });
  const paspartas = useQuery({ ...paspartasQuery(), enabled: !!product?.askForPasparta });

  const sizes = useMemo(() => sortedConfigs(configs.data ?? []), [configs.data]);
  const mediaOptions = useMemo(
    () => (medias.data ?? []).filter((m) => m.id !== NONE_ID),
    [medias.data],
  );
  const glassList = useMemo(
    () => (product ? glassOptions(glasses.data ?? [], product) : []),
    [glasses.data, product],
  );
  const matList = paspartas.data;

  const resolved = useMemo((): ResolvedChoices | null => {
    if (!product) return null;
    const defaults = defaultIds(product, paramMap);
    const photoOnly: SizeCm | null = !photoOnlyKind
      ? null
      : choices.photoOnlyWidth !== null && choices.photoOnlyHeight !== null
        ? { widthCm: choices.photoOnlyWidth, heightCm: choices.photoOnlyHeight }
        : defaultPhotoOnlySize(pixels);
    return {
      product,
      productConfigId: photoOnlyKind
        ? null
        : pickOption(choices.productConfigId, suggestedConfig(sizes, pixels)?.id ?? null, sizes),
      printMediaId: mediaType
        ? pickOption(choices.printMediaId, defaults.printMedia, mediaOptions)
        : null,
      glassId: glassSlot ? pickOption(choices.glassId, defaults.glass, glassList) : null,
      paspartaId: product.askForPasparta
        ? pickOption(choices.paspartaId, defaults.pasparta, matList)
        : null,
      frameId: product.askForFrame ? (choices.frameId ?? defaults.frame) : null,
      copies: choices.copies,
      photoOnly,
    };
  }, [
    product,
    paramMap,
    photoOnlyKind,
    choices,
    pixels,
    sizes,
    mediaType,
    mediaOptions,
    glassSlot,
    glassList,
    matList,
  ]);

  const request = picture && resolved ? craftedProductRequest(picture, state.crop, resolved) : null;
  const key = request ? JSON.stringify(request) : null;
  const { save } = store;
  // Every change of a complete configuration creates or updates the crafted product.
  useEffect(() => {
    if (key !== null && key !== state.savedKey) save(JSON.parse(key), key);
  }, [key, state.savedKey, save]);

  const alternatives = useMemo((): Alternatives => {
    const ids = (rows: readonly { id: number }[] | undefined) => (rows ?? []).map((r) => r.id);
    return {
      ...(!photoOnlyKind && { productConfig: ids(sizes) }),
      ...(mediaType && { printMedia: ids(mediaOptions) }),
      ...(glassSlot && { glass: ids(glassList) }),
      ...(product?.askForPasparta && { pasparta: ids(matList) }),
    };
  }, [photoOnlyKind, sizes, mediaType, mediaOptions, glassSlot, glassList, product, matList]);
  const differences = useQuery({
    ...priceDifferencesQuery(request!, alternatives),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
  // A change shows its price at once: the last answer's price plus the chosen option's difference
  // (the figure the option showed); the save then confirms it with the breakdown and preview.
  const expectedCents =
    key !== null && key !== state.savedKey
      ? expectedPriceCents(withCachedDifferences(queryClient, differences.data), request)
      : null;
  useEffect(() => {
    onExpectedPrice(expectedCents);
    // Leaving the step leaves no expectation behind: the saved price holds.
    return () => onExpectedPrice(null);
  }, [onExpectedPrice, expectedCents]);
  const differenceOf =
    (relation: AlternativeRelation, align?: 'left' | 'right') => (id: number) => (
      <PriceDifference
        cents={differences.data?.answer.differences[relation]?.[String(id)]}
        loading={differences.isFetching || !differences.data}
        align={align}
      />
    );

  if (!picture) return null;
  const crafted = store.crafted;
  const choose = (patch: Partial<Omit<Choices, 'productEnum'>>) =>
    dispatch({ type: 'chosen', choices: patch });

  const photoOnlyQuality =
    resolved?.photoOnly &&
    printQualityAt(
      pixels.width,
      pixels.height,
      resolved.photoOnly.widthCm,
      resolved.photoOnly.heightCm,
    );

  const options = (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      {products.isLoading || !product ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <OptionGroup
          legend={t('configurator.configure.product')}
          tile
          columns={{ xs: 2, sm: 3 }}
          options={offered.map((p) => ({
            id: p.id,
            title: p.name,
            media: (
              <Box
                component="img"
                src={imageDataUrl(p.thumb, p.thumbContentType)}
                alt=""
                width={240}
                height={180}
                sx={{
                  width: '100%',
                  height: 'auto',
                  aspectRatio: { xs: '3 / 2', sm: '4 / 3' },
                  objectFit: 'cover',
                  borderRadius: 1,
                  bgcolor: 'grey.100',
                }}
              />
            ),
          }))}
          value={product.id}
          onChange={(id) => {
            const next = offered.find((p) => p.id === id);
            if (next) dispatch({ type: 'productSelected', productEnum: next.productEnum });
          }}
        />
      )}
      {product?.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
          {product.description}
        </Typography>
      )}

      {product && photoOnlyKind && resolved?.photoOnly && (
        <PhotoOnlySizeFields
          size={resolved.photoOnly}
          pixels={pixels}
          onChange={(size) =>
            choose({ photoOnlyWidth: size.widthCm, photoOnlyHeight: size.heightCm })
          }
          quality={
            photoOnlyQuality && (
              <QualityLight
                quality={photoOnlyQuality}
                dpi={effectiveDpi(
                  pixels.width,
                  pixels.height,
                  resolved.photoOnly.widthCm,
                  resolved.photoOnly.heightCm,
                )}
              />
            )
          }
        />
      )}

      {product && !photoOnlyKind && (
        <OptionGroup
          legend={t('configurator.configure.size')}
          hint={t('configurator.configure.sizeHint')}
          options={
            configs.isLoading
              ? []
              : sizes.map((config) => {
                  const { total, window } = orientedConfig(config, pixels);
                  return {
                    id: config.id,
                    title: total ? sizeText(total) : config.totalSizeCm,
                    subtitle:
                      window && config.photoSizeCm
                        ? t('configurator.configure.photoWindow', { size: sizeText(window) })
                        : undefined,
                    extra: (
                      <QualityLight
                        quality={qualityOfConfig(pixels, config)}
                        dpi={dpiOfConfig(pixels, config)}
                      />
                    ),
                    aside: differenceOf('productConfig')(config.id),
                  };
                })
          }
          value={resolved?.productConfigId ?? null}
          onChange={(id) => choose({ productConfigId: id })}
        />
      )}
      {product && !photoOnlyKind && configs.isLoading && (
        <Skeleton variant="rounded" height={180} />
      )}
      {product && !photoOnlyKind && configs.isSuccess && sizes.length === 0 && (
        <Alert severity="info">{t('configurator.configure.noSizes')}</Alert>
      )}

      {mediaType && (
        <OptionGroup
          legend={t(`configurator.configure.media.${mediaType}`)}
          options={mediaOptions.map((media) => ({
            id: media.id,
            title: media.name,
            subtitle: <PhoneHidden>{media.description}</PhoneHidden>,
            media: <Thumb src={imageDataUrl(media.thumb, media.thumbContentType)} />,
            aside: differenceOf('printMedia')(media.id),
          }))}
          value={resolved?.printMediaId ?? null}
          onChange={(id) => choose({ printMediaId: id })}
          columns={{ xs: 1 }}
        />
      )}

      {product?.askForPasparta && (
        <OptionGroup
          legend={t('configurator.configure.pasparta')}
          dense
          columns={{ xs: 2, sm: 3 }}
          options={(matList ?? []).map((mat) => ({
            id: mat.id,
            title: mat.name,
            media: <Swatch colour={mat.colorCode} />,
            extra: differenceOf('pasparta', 'left')(mat.id),
          }))}
          value={resolved?.paspartaId ?? null}
          onChange={(id) => choose({ paspartaId: id })}
        />
      )}

      {product?.askForFrame && (
        <FrameChoice
          frameId={resolved?.frameId ?? null}
          canvasOnly={product.askForCanvas}
          request={request}
          onChoose={(frame) => choose({ frameId: frame.id })}
        />
      )}

      {glassSlot && (
        <OptionGroup
          legend={t(`configurator.configure.glass.${glassSlot}`)}
          columns={{ xs: 1 }}
          options={glassList.map((glass) => ({
            id: glass.id,
            title: glass.name,
            subtitle: <PhoneHidden>{glass.description}</PhoneHidden>,
            aside: differenceOf('glass')(glass.id),
          }))}
          value={resolved?.glassId ?? null}
          onChange={(id) => choose({ glassId: id })}
        />
      )}

      {product && (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {t('configurator.copies.legend')}
          </Typography>
          <CopiesField copies={choices.copies} onChange={(copies) => choose({ copies })} />
        </Box>
      )}
    </Box>
  );

  return (
    <Box component="section" aria-labelledby="configure-title">
      <Typography id="configure-title" variant="h4" component="h1" gutterBottom>
        {t(state.photoOnly ? 'configurator.configure.titlePhoto' : 'configurator.configure.title')}
      </Typography>
      {state.editionMode && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={reset}>
              {t('configurator.editions.ownPhoto')}
            </Button>
          }
        >
          {t('configurator.editions.mode', { title: picture.title })}
        </Alert>
      )}
      {picture.status === 'N' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('configurator.configure.lowResolution')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ position: { md: 'sticky' }, top: { md: 72 }, display: 'grid', gap: 2 }}>
          <PreviewPanel
            crafted={crafted}
            saving={store.saving}
            failed={store.failed}
            onRetry={store.retry}
            frameId={product?.askForFrame ? (resolved?.frameId ?? null) : null}
          />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <PriceSummary crafted={crafted} expectedCents={expectedCents} />
            {crafted && (
              <Box sx={{ display: { xs: 'none', md: 'block' } }}>
                <Divider sx={{ my: 1.5 }} />
                <PriceBreakdown crafted={crafted} />
              </Box>
            )}
          </Paper>
        </Box>
        {options}
        {crafted && (
          // On a phone the breakdown follows the choices, so they come first.
          <Paper variant="outlined" sx={{ p: 2, display: { md: 'none' } }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {t('configurator.price.breakdown')}
            </Typography>
            <PriceBreakdown crafted={crafted} />
          </Paper>
        )}
      </Box>
      {crafted && state.craftedId !== null && (
        <Box sx={{ mt: 4 }}>
          <WallCarousel craftedId={state.craftedId} version={store.version} />
        </Box>
      )}
    </Box>
  );
};
