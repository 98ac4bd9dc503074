import { createFileRoute } from '@tanstack/react-router';
import { weatherDetailQuery } from '#/api/home-queries';
import { isEnabledLocale } from '#shared/locales';
import { WeatherScreen } from '#/features/weather';

export const Route = createFileRoute('/$locale/weather')({
  loader: async ({ context, params }) => {
    if (isEnabledLocale(params.locale)) await context.queryClient.prefetchQuery(weatherDetailQuery(params.locale));
  },
  component: WeatherScreen,
});
