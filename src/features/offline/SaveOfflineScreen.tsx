// "Save Macao for offline": what the guide of this language holds and its size, saving with progress, the
// storage the browser grants (persistent or not, used and available), and the guide in other languages.
import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { ENABLED_LOCALES, LOCALE_TABLE } from '#shared/locales';
import { useLocale } from '#/i18n/current';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { formatBytes } from '#/lib/bytes';
import { checkPack, loadSavedList, loadSizes, refreshStorage, savePack, usePacks } from '#/state/pack';
import { PackPanel } from './PackPanel';
import './offline.css';

export function SaveOfflineScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const packs = usePacks();
  const title = t`Save Macao for offline`;
  useDocumentTitle(title);
  const others = ENABLED_LOCALES.filter((l) => l !== locale);

  useEffect(() => {
    void checkPack(locale).then(loadSizes);
    void loadSavedList(ENABLED_LOCALES.filter((l) => l !== locale));
    void refreshStorage();
  }, [locale]);

  const usage = packs.usage !== undefined ? formatBytes(packs.usage, locale) : undefined;
  const quota = packs.quota !== undefined ? formatBytes(packs.quota, locale) : undefined;

  return (
    <section className="container save-offline" aria-labelledby="save-offline-title">
      <h1 id="save-offline-title" className="save-offline__title">
        <Download aria-hidden="true" size={32} />
        {title}
      </h1>
      <p className="save-offline__intro">
        {t`Every sight, tour, place on the map, restaurant, hotel, event, article and accessibility detail in this language, with their pictures and the whole map of Macao, to use the guide without a connection.`}
      </p>
      <div className="save-offline__card">
        <h2 className="save-offline__heading">{LOCALE_TABLE[locale].name}</h2>
        <PackPanel pack={packs.locales[locale]} locale={locale} uiLocale={locale} />
      </div>

      <div className="save-offline__card">
        <h2 className="save-offline__heading">{t`Storage on this device`}</h2>
        {packs.persisted === true ? (
          <p className="pack-panel__status pack-panel__status--ok">{t`The browser keeps the saved guide until you delete it.`}</p>
        ) : null}
        {packs.persisted === false ? <p className="pack-panel__status">{t`The browser may delete the saved guide when space runs low.`}</p> : null}
        {usage && quota ? <p className="pack-panel__status">{t`Used: ${usage} of ${quota} available.`}</p> : null}
        <p className="save-offline__note">{t`On iPhone and iPad, add the guide to the home screen so that Safari keeps the saved data.`}</p>
      </div>

      <div className="save-offline__card">
        <h2 className="save-offline__heading">{t`Other languages`}</h2>
        <ul className="save-offline__locales">
          {others.map((other) => {
            const pack = packs.locales[other];
            const language = LOCALE_TABLE[other].name;
            const cost = packs.sizes[other];
            const size = cost ? formatBytes(cost.bytes, locale) : undefined;
            return (
              <li key={other} className="save-offline__locale" lang={LOCALE_TABLE[other].bcp47} dir={LOCALE_TABLE[other].dir}>
                <span className="save-offline__locale-name">{language}</span>
                <span lang={LOCALE_TABLE[locale].bcp47} dir={LOCALE_TABLE[locale].dir}>
                  {pack ? (
                    <PackPanel pack={pack} locale={other} uiLocale={locale} />
                  ) : (
                    <>
                      {/* What saving it would download, where the server knows: the bare size beside its Save button. */}
                      {size ? <span className="pack-panel__size save-offline__cost">{size}</span> : null}
                      <button type="button" className="button button--ghost" onClick={() => void savePack(other)} aria-label={t`Save the guide in ${language}`}>
                        <Download aria-hidden="true" size={18} />
                        {t`Save`}
                      </button>
                    </>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
