import { createFileRoute, redirect } from '@tanstack/react-router';
import { chosenLocale } from '#/app/locale-guard';

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ href: `/${chosenLocale()}`, replace: true });
  },
});
