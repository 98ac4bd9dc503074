// Travel essentials (SPEC §7): ports of entry, information counters, delegations, representatives, brochures, agencies.
import type { Locale } from '#shared/locales';
import { apiPath, type InfoPlaceKind } from '#shared/api/paths';
import { apiQuery } from './queries';

export type { AgencyBranch, Brochure, InfoPlace, TravelAgency } from '#shared/api/info';
export type PlaceKind = InfoPlaceKind;

const placePaths = {
  'border-checkpoints': apiPath('/api/border-checkpoints'),
  'info-counters': apiPath('/api/info-counters'),
  delegations: apiPath('/api/delegations'),
  representatives: apiPath('/api/representatives'),
} as const;

export const placesQuery = (locale: Locale, kind: PlaceKind) => apiQuery(locale, ['places', kind], placePaths[kind]);

export const brochuresQuery = (locale: Locale) => apiQuery(locale, ['brochures'], apiPath('/api/brochures'));

export interface AgencySearch {
  award?: string | undefined;
  keyword?: string | undefined;
  page?: number | undefined;
}

/** SPEC §9: agency searches come in pages of 10. */
export const AGENCY_PAGE_SIZE = 10;

export const travelAgencySearchQuery = (locale: Locale, s: AgencySearch) =>
  apiQuery(locale, ['travelagency', s.award ?? '', s.keyword ?? '', s.page ?? 1], apiPath('/api/travelagency'), {
    params: { award: s.award, keyword: s.keyword, page: s.page ?? 1, pagesize: AGENCY_PAGE_SIZE },
  });
