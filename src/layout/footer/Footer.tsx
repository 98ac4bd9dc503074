// The site footer: rotating banners, contact table, e-news and app links, social buttons, about links. It loads and
// hydrates as the visitor nears it (AppLayout): what can change comes in as props.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Mail, Phone, Printer, Smartphone, Headphones } from 'lucide-react';
import { macaoToday } from '#shared/events';
import { siteQuery, subscriptionsQuery } from '#/api/queries';
import { SocialButtons } from './SocialButtons';
import { FooterBanners, type FooterBannersProps } from './FooterBanners';
import { unbreakablePhone } from '#/lib/phone';

export type FooterProps = FooterBannersProps;

export function Footer(props: FooterProps) {
  const { t } = useLingui();
  const { locale } = props;
  const { data: site } = useQuery(siteQuery(locale));
  const { data: subscriptions = [] } = useQuery(subscriptionsQuery(locale));
  // Macao's year, as everything dated in the guide (the device's zone may still be in the old year).
  const year = macaoToday().slice(0, 4);

  return (
    <footer className="site-footer">
      <FooterBanners {...props} />
      <div className="site-footer__pattern" aria-hidden="true" />
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {site?.office ?? t`Contact`}
          </h2>
          {site ? (
            <table className="contact-table">
              <caption className="visually-hidden">{t`How to contact us`}</caption>
              <tbody>
                <tr>
                  <th scope="row">{t`Address`}</th>
                  <td>{site.address}</td>
                </tr>
                <tr>
                  <th scope="row">
                    <Mail aria-hidden="true" size={16} /> {t`E-mail`}
                  </th>
                  <td>
                    {site.emails.map((e) => (
                      <a key={e} href={`mailto:${e}`} className="ltr-island">
                        {e}
                      </a>
                    ))}
                  </td>
                </tr>
                <tr>
                  <th scope="row">
                    <Phone aria-hidden="true" size={16} /> {t`Telephone`}
                  </th>
                  <td>
                    <a href={`tel:${site.tel.replace(/\s/g, '')}`} className="ltr-island">
                      {unbreakablePhone(site.tel)}
                    </a>
                  </td>
                </tr>
                {site.fax ? (
                  <tr>
                    <th scope="row">
                      <Printer aria-hidden="true" size={16} /> {t`Fax`}
                    </th>
                    <td className="ltr-island">{site.fax}</td>
                  </tr>
                ) : null}
                <tr>
                  <th scope="row">
                    <Headphones aria-hidden="true" size={16} /> {t`Tourist hotline`}
                  </th>
                  <td>
                    <a href={`tel:${site.hotline.replace(/\s/g, '')}`} className="ltr-island">
                      {unbreakablePhone(site.hotline)}
                    </a>
                  </td>
                </tr>
              </tbody>
            </table>
          ) : null}
        </section>
        <section aria-labelledby="footer-apps">
          <h2 id="footer-apps" className="site-footer__heading">
            {t`Stay in touch`}
          </h2>
          <ul className="site-footer__list">
            {site ? (
              <li>
                <a href={site.enewsLink} target="_blank" rel="noopener">
                  <Mail aria-hidden="true" size={16} /> {t`Subscribe to our e-news`}
                </a>
              </li>
            ) : null}
            {site?.appLinks.map((app) => (
              <li key={app.link}>
                <a href={app.link} target="_blank" rel="noopener">
                  <Smartphone aria-hidden="true" size={16} /> {app.name}
                </a>
              </li>
            ))}
          </ul>
          <SocialButtons subscriptions={subscriptions} />
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <nav aria-label={t`About this site`}>
            <ul className="site-footer__about">
              {(site?.aboutLinks ?? []).map((l) => (
                <li key={l.slug}>
                  <a href={`/${locale}/${l.slug}`}>{l.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          <p className="site-footer__copyright">{t`© ${year} Macao Government Tourism Office`}</p>
        </div>
      </div>
    </footer>
  );
}
