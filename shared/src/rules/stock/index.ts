export * from './quantity';
export * from './kinds';
export * from './apply-move';
export * from './shortage';
export * from './availability';
export * from './kardex';
export * from './move-body';
export * from './warehouse-body';
