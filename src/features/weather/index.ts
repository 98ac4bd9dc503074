// The detailed weather page.
export { WeatherScreen } from './WeatherScreen';
export { StatusIcon } from './StatusIcon';
export { useWarningText } from './useWarningText';
