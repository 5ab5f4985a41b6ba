import {
  orientationOf,
  orientedConfigSizes,
  sizeAfterCrop,
  sizeText,
  type Extent,
} from '@fotoobraz/domain';
import { useEffect } from 'react';
import type { ProductConfig } from '../api/types';
import { useWizard } from './use-wizard';

/**
 * Back from a new crop ('Upraviť výrez'): the size the customer had stays while the new crop
 * prints it at least acceptably; else the suggestion takes its place and the step says which
 * size went, which came and why (`sizeNotice`). Runs once the sizes are loaded.
 */
export const useSizeAfterCrop = (
  configs: readonly ProductConfig[],
  loaded: boolean,
  pixels: Extent,
) => {
  const { state, dispatch } = useWizard();
  const kept = state.reframedSizeId;
  const inCrop = state.reframing;
  useEffect(() => {
    if (kept === null || inCrop || !loaded) return;
    const changed = sizeAfterCrop(configs, kept, pixels);
    if (!changed) {
      dispatch({ type: 'sizeChecked' });
      return;
    }
    const orientation = orientationOf(pixels);
    const title = (config: ProductConfig) => {
      const { total } = orientedConfigSizes(config, orientation);
      return total ? sizeText(total) : config.totalSizeCm;
    };
    dispatch({
      type: 'sizeChecked',
      replacement: {
        productConfigId: changed.replacement.id,
        notice: {
          from: title(changed.dropped),
          to: title(changed.replacement),
          dpi: Math.round(changed.dpi),
        },
      },
    });
  }, [kept, inCrop, loaded, configs, pixels, dispatch]);
};
