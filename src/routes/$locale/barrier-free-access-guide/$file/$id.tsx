import { createFileRoute, notFound } from '@tanstack/react-router';
import { isAccessibilityFile } from '#/api/accessibility-files';
import { AccessibilityModalRoute } from '#/features/accessibility';

// The accessibility modal's shareable URL (the "Accessibility_" route): the guide stays behind it.
export const Route = createFileRoute('/$locale/barrier-free-access-guide/$file/$id')({
  beforeLoad: ({ params }) => {
    if (!isAccessibilityFile(params.file)) throw notFound();
  },
  component: AccessibilityModalRoute,
});
