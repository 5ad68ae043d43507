export * from './define-tool';
export * from './groups';
export * from './offline';
