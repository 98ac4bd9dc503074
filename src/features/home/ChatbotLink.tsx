// The chatbot entry, on home only and only for the chatbot's languages (SPEC §2): an outward link with the locale and opener.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import { siteQuery } from '#/api/queries';
import { useLocale } from '#/i18n/current';
import { hasChatbot, joinUrl } from '#/lib/industry';

export function chatbotHref(base: string, locale: string): string {
  return `${joinUrl(base, locale)}?opener=web`;
}

export function ChatbotLink() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: site } = useQuery(siteQuery(locale));
  if (!site || !hasChatbot(locale)) return null;
  return (
    <a className="chatbot-link" href={chatbotHref(site.chatbot, locale)} target="_blank" rel="noopener">
      <MessageCircle aria-hidden="true" size={22} />
      <span className="chatbot-link__label">{t`Ask our chatbot`}</span>
      <span className="visually-hidden">{t`(opens in a new tab)`}</span>
    </a>
  );
}
