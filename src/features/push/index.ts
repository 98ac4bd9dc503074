// Push warnings on this device: the sign-up (announcement board, the after-install offer). The layout's offer host is
// in frame.ts.
export { WarningsSignup } from './WarningsSignup';
