import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardLocale } from '#/app/locale-guard';
import { NotFoundScreen } from '#/features/errors';

export const Route = createFileRoute('/$locale')({
  beforeLoad: async ({ params, location }) => ({ locale: await guardLocale(params.locale, location) }),
  component: Outlet,
  notFoundComponent: NotFoundScreen,
});
