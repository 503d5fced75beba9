export * from './types';
export * from './actions';
export * from './modes';
export * from './geometry';
export * from './reducer';
export * from './selectors';
export * from './from-api';
export * from './sync';
export * from './project';
export * from './remote';
// Not './insights' (the colour science): the insight panels and the send dialog import it themselves, so it
// stays out of the editor's first paint (issue 34).
