export * from './enums.ts';
export * from './envelope.ts';
export * from './validators.ts';
export * from './retail-enums.ts';
