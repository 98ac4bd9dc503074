// Travel essentials (SPEC §7): ports of entry, information counters, delegations, representatives, brochures, agencies.
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '#shared/locales';
import type { LonLat } from '#shared/geo';
import { apiGet } from './client';
import { CACHE_TIME_MS, QUERY_ROOT } from './queries';
import type { Localized } from '#shared/api/text';
import type { Award, Option, Paged } from '#shared/api/places';

export interface InfoPlace extends Localized {
  id: string;
  name: string;
  summary?: string;
  address: string;
  coordinate?: LonLat;
  openingHour?: string;
  tel?: string;
  email?: string;
  website?: string;
  region?: string;
  thumbnail: string;
  /** Ports of entry only. */
  transport?: string[];
  busRoutes?: string[];
  services?: string[];
  barrierFree?: { file: string; id: string };
}

export type PlaceKind = 'border-checkpoints' | 'info-counters' | 'delegations' | 'representatives';

export const placesQuery = (locale: Locale, kind: PlaceKind) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'places', kind],
    queryFn: ({ signal }) => apiGet<InfoPlace[]>(`/api/${kind}`, locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export interface Brochure extends Localized {
  id: string;
  title: string;
  summary: string;
  pages: number;
  /** Printed editions available at the counters. */
  languages: string[];
  /** The language the PDF is set in. */
  fileLanguage: string;
  /** Bytes of the PDF, when the server knows them without rendering it. */
  size?: number;
  link: string;
  thumbnail: string;
  cover: string;
}

export const brochuresQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'brochures'],
    queryFn: ({ signal }) => apiGet<Brochure[]>('/api/brochures', locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export interface AgencyBranch extends Localized {
  id: string;
  name: string;
  address: string;
  coordinate: LonLat;
  tel?: string;
}

export interface TravelAgency extends Localized {
  id: string;
  name: string;
  licence: string;
  address: string;
  coordinate: LonLat;
  tel?: string;
  email?: string;
  website?: string;
  awards: Award[];
  validity: number[];
  branchCount: number;
  branches: AgencyBranch[];
  thumbnail: string;
}

export interface AgencySearch {
  award?: string | undefined;
  keyword?: string | undefined;
  page?: number | undefined;
}

/** SPEC §9: agency searches come in pages of 10. */
export const AGENCY_PAGE_SIZE = 10;

export const travelAgencySearchQuery = (locale: Locale, s: AgencySearch) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'travelagency', s.award ?? '', s.keyword ?? '', s.page ?? 1],
    queryFn: ({ signal }) =>
      apiGet<Paged<TravelAgency> & { total: number; awards: Option[] }>(
        '/api/travelagency',
        locale,
        { award: s.award, keyword: s.keyword, page: s.page ?? 1, pagesize: AGENCY_PAGE_SIZE },
        signal,
      ),
    staleTime: CACHE_TIME_MS,
  });
