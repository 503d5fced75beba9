export * from './folio';
export * from './decorations';
export * from './placement-text';
export * from './layout';
