import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardLocale } from '#/app/locale-guard';
import { NotFoundScreen } from '#/features/errors';
import { loadFrame } from '#/api/frame-queries';

export const Route = createFileRoute('/$locale')({
  beforeLoad: async ({ params, location }) => ({ locale: await guardLocale(params.locale, location) }),
  // The frame's answers (menus, weather, announcements, footer): awaited on the server, which renders in one pass.
  loader: ({ context, location }) => loadFrame(context.queryClient, context.locale, location.pathname),
  component: Outlet,
  notFoundComponent: NotFoundScreen,
});
