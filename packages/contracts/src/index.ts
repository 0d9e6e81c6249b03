export * from './enums.ts';
export * from './envelope.ts';
