// The home page: hero slider, what's happening, upcoming events, popular attractions, experiences, tours, social feeds, planning.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useLocale } from '#/i18n/current';
import { experienceMenuQuery, homeBannersQuery, travelEssentialMenuQuery } from '#/api/queries';
import { popularAttractionsQuery, topToursQuery, upcomingEventsQuery, whatsHappeningQuery } from '#/api/home-queries';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { HydrateWhenVisible } from '#/components/HydrateWhenVisible';
import { lazyPart } from '#/components/lazy-part';
import { HomeHero } from './HomeHero';
import { WhatsHappeningBanners, WhatsHappeningCards } from './WhatsHappening';
import { ChatbotLink } from './ChatbotLink';
import './home.css';

// The sections below the first screen: their code loads as the visitor scrolls near them (the server rendered them).
const UpcomingEvents = lazyPart(() => import('./UpcomingEvents').then((m) => m.UpcomingEvents));
const PopularAttractions = lazyPart(() => import('./PopularAttractions').then((m) => m.PopularAttractions));
const ExperienceCategories = lazyPart(() => import('./ExperienceCategories').then((m) => m.ExperienceCategories));
const TopTours = lazyPart(() => import('./TopTours').then((m) => m.TopTours));
const SocialFeeds = lazyPart(() => import('#/features/social').then((m) => m.SocialFeeds));
const PlanYourTrip = lazyPart(() => import('./PlanYourTrip').then((m) => m.PlanYourTrip));

export function HomeScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const banners = useQuery(homeBannersQuery(locale));
  const happening = useQuery(whatsHappeningQuery(locale));
  const events = useQuery(upcomingEventsQuery(locale));
  const popular = useQuery(popularAttractionsQuery(locale));
  const tours = useQuery(topToursQuery(locale));
  const { data: experience = [] } = useQuery(experienceMenuQuery(locale));
  const { data: essentials = [] } = useQuery(travelEssentialMenuQuery(locale));
  useDocumentTitle(undefined);

  return (
    <div className="home">
      <h1 className="visually-hidden">{t`Macao, the official travel guide`}</h1>
      <HomeHero banners={banners.data ?? []} loading={banners.isPending} />
      {happening.data ? <WhatsHappeningCards data={happening.data} /> : null}
      {/* Below the hero each section loads and hydrates as the visitor scrolls near it (the server already rendered it). */}
      <HydrateWhenVisible>
        <UpcomingEvents events={events.data?.enfs ?? []} loading={events.isPending} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <PopularAttractions groups={popular.data ?? []} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <ExperienceCategories experience={experience} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <TopTours tours={tours.data ?? []} />
      </HydrateWhenVisible>
      {happening.data ? (
        <HydrateWhenVisible>
          <WhatsHappeningBanners data={happening.data} />
        </HydrateWhenVisible>
      ) : null}
      <HydrateWhenVisible>
        <SocialFeeds />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <PlanYourTrip essentials={essentials} />
      </HydrateWhenVisible>
      <ChatbotLink />
    </div>
  );
}
