// Push warnings on this device: the sign-up (announcement board, menu target) and the offer shown after install.
export { WarningsSignup } from './WarningsSignup';
export { InstallOffer } from './InstallOffer';
