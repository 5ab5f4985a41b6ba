/** The lazily loaded parts of the wizard: the crop (react-easy-crop) and steps 2 to 5 (domain). */
export const loadProductSteps = () => import('./product-steps');
export const loadCropStep = () => import('./crop-step');

/** Loads the next steps' code ahead, while the customer is still uploading. */
export const prefetchNextSteps = (): void => {
  void loadProductSteps();
  void loadCropStep();
};
