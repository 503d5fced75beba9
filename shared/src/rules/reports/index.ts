export * from './median';
export * from './stage-times';
export * from './conversion';
export * from './sales-by-month';
export * from './csv';
