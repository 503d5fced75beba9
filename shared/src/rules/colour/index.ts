/** Colour science, preflight warnings and Bordado estimates (issues 16 and 18): pure functions. */
export * from './lab';
export * from './ciede2000';
export * from './difference';
export * from './extract-raster';
export * from './extract-svg';
export * from './warnings';
export * from './embroidery-estimate';
export * from './dst';
export * from './dst-write';
export * from './family';
export * from './messages';
export * from './insights';
export * from './insight-inputs';
export * from './settings';
