import rootPackage from '../../../../package.json' with { type: 'json' };

/** The shop's version, as the root package.json states it (the bundle inlines it). */
export const APP_VERSION: string = rootPackage.version;
