export * from './shortages';
export * from './comparison';
export * from './messages';
