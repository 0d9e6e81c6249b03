export * from './enums.ts';
export * from './envelope.ts';
export * from './validators.ts';
