// The accessibility modal at its own shareable URL: opens for the place in the path, closes back to the guide
// (keeping the guide's filters), and closes itself when the place has no id (SPEC §5).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, Share2 } from 'lucide-react';
import { accessibilityFileQuery, accessibilitySettingsQuery, isAccessibilityFile, type AccessibilityFile } from '#/api/accessibility-queries';
import type { AccessibilityItem } from '#shared/api/accessibility';
import { Modal } from '#/components/Modal';
import { modals, useModals } from '#/state/modals';
import { useLocale } from '#/i18n/current';
import { detailsPath, hasMiniMap, levelBadges, toLonLat, visibleTabs } from './rules';
import { LevelBadgeList } from './LevelIcon';
import { ModalTabs } from './ModalTabs';
import { MiniMap } from './MiniMap';
import { SaveToTrip } from '#/features/trip/frame';
import './accessibility.css';

export const ACCESSIBILITY_MODAL_ID = 'accessibility-modal';

const route = getRouteApi('/$locale/barrier-free-access-guide/$file/$id');

export function AccessibilityModalRoute() {
  const { file, id } = route.useParams();
  const locale = useLocale();
  const navigate = route.useNavigate();
  const safeFile: AccessibilityFile = isAccessibilityFile(file) ? file : 'hotels';
  const { data: items } = useSuspenseQuery(accessibilityFileQuery(locale, safeFile));
  const item = items.find((x) => x.id === id);
  const hasId = Boolean(item?.id);

  const backToGuide = useCallback(() => {
    const place = `${safeFile}/${id}`;
    void navigate({ to: '/$locale/barrier-free-access-guide', params: { locale }, search: (prev) => prev, resetScroll: false, replace: !hasId }).then(() => {
      // Opened from a shared link, focus had no opener to return to: put it on the place (or the page title).
      if (document.activeElement && document.activeElement !== document.body) return;
      const target = document.querySelector<HTMLElement>(`[data-place="${CSS.escape(place)}"]`) ?? document.getElementById('a11y-guide-title');
      target?.focus();
    });
  }, [navigate, locale, safeFile, id, hasId]);

  // A detail without an id closes itself.
  useEffect(() => {
    if (!hasId) backToGuide();
  }, [hasId, backToGuide]);

  if (!item || !hasId) return null;
  return <AccessibilityModal file={safeFile} item={item} onClosed={backToGuide} />;
}

function AccessibilityModal({ file, item, onClosed }: { file: AccessibilityFile; item: AccessibilityItem; onClosed: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: settings } = useSuspenseQuery(accessibilitySettingsQuery(locale));
  const { open } = useModals();
  const isOpen = open.includes(ACCESSIBILITY_MODAL_ID);
  const closing = useRef(false);
  const [shareStatus, setShareStatus] = useState('');

  // Open on arrival, after the layout's close-on-route-change has run (it runs after this child's effects).
  useEffect(() => {
    if (isOpen || closing.current) return;
    const timer = setTimeout(() => modals.open(ACCESSIBILITY_MODAL_ID), 0);
    return () => clearTimeout(timer);
  }, [isOpen, item.id]);

  const onClose = useCallback(() => {
    closing.current = true;
    onClosed();
  }, [onClosed]);

  const tabs = visibleTabs(item, settings, t`Videos`);
  const detailsHref: string = `/${locale}/${detailsPath(file, item)}`;
  const share = async () => {
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      setShareStatus(t`Link copied.`);
    } catch {
      setShareStatus(t`Copy this link: ${url}`);
    }
  };

  return (
    <Modal id={ACCESSIBILITY_MODAL_ID} title={item.name} size="large" onClose={onClose}>
      <div className="a11y-modal">
        <div className="a11y-modal__main">
          <LevelBadgeList badges={levelBadges(item.levels)} />
          {tabs.length > 0 ? (
            <ModalTabs key={`${file}/${item.id}`} tabs={tabs} />
          ) : (
            <p>
              <Trans>No access details have been recorded for this place yet.</Trans>
            </p>
          )}
        </div>
        <div className="a11y-modal__side">
          {hasMiniMap(item.coordinate) ? <MiniMap id={`${file}/${item.id}`} name={item.name} coordinate={item.coordinate} /> : null}
          <div className="a11y-modal__actions">
            <SaveToTrip
              kind="barrier-free"
              id={`${file}/${item.id}`}
              name={item.name}
              coordinate={hasMiniMap(item.coordinate) ? toLonLat(item.coordinate) : undefined}
              path={`barrier-free-access-guide/${file}/${item.id}`}
            />
            <Link to={detailsHref} className="button button--primary">
              <ExternalLink aria-hidden="true" size={18} />
              <Trans>Place details</Trans>
            </Link>
            <button type="button" className="button button--ghost" onClick={() => void share()}>
              <Share2 aria-hidden="true" size={18} />
              <Trans>Copy link</Trans>
            </button>
            <p role="status" className="a11y-modal__status">
              {shareStatus}
            </p>
          </div>
        </div>
      </div>
    </Modal>
  );
}
