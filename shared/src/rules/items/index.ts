export * from './sizes';
export * from './colours';
export * from './variants';
export * from './check-item';
