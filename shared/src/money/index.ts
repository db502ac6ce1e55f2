export * from './constants';
export * from './convert';
export * from './currency-choice';
export * from './format';
export * from './pricing';
