export * from './permissions';
export * from './checklist';
export * from './machine';
export * from './notify';
export * from './timeline-text';
export * from './comments';
export * from './send-summary';
export * from './round-failure';
