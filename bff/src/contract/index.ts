export * from './primitives.js';
export * from './orgnr.js';
export * from './resources.js';
export * from './operations.js';
export * from './openapi.js';
