// Error screens: page not found and something wrong (SPEC §2, §8).
export { NotFoundScreen } from './NotFoundScreen';
export { SomethingWrongScreen } from './SomethingWrongScreen';
