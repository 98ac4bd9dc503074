// A travel-essentials article (travelessential/{section}/{slug}): the article with its section in the breadcrumb
// and the section's other pages beside it.
import { useLingui } from '@lingui/react/macro';
import { ArticlePage } from '#/features/articles';
import { useLocale } from '#/i18n/current';
import { RelatedLinks } from './RelatedLinks';
import { useEssentialsSection } from './useEssentialsMenu';
import './essentials.css';

export function EssentialArticle({ section, slug }: { section: string; slug: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { name } = useEssentialsSection(section);
  return (
    <ArticlePage
      category={section}
      slug={slug}
      trail={[
        { label: t`Travel essentials`, to: `/${locale}/travelessential` },
        { label: name, to: `/${locale}/travelessential#${section}` },
      ]}
      aside={<RelatedLinks section={section} current={slug} />}
    />
  );
}
