export * from './garment-type';
export * from './names';
export * from './periods';
export * from './checks';
export * from './roster-import';
export * from './roster-import-columns';
export * from './roster-import-messages';
export * from './roster-import-values';
export type * from './roster-import-sheet';
