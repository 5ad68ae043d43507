export * from './define-tool';
export * from './groups';
