// Shapes the operator API answers with, as the operator area reads them.
import type { ForecastDay } from '#shared/api/home';
import type { Announcement } from '#shared/api/site';
import type { WarningsAnswer } from '#shared/api/status';
import type { ML } from '#shared/api/text';

export type Role = 'editor' | 'admin';

export interface OperatorView {
  id: string;
  username: string;
  displayName: string;
  role: Role;
  disabled: boolean;
  createdAt: number;
  /** A TOTP second factor is set up. */
  secondFactor: boolean;
  /** An admin without a second factor: only their account page opens until they set one up. */
  mustEnrol: boolean;
}

export interface AccountView {
  operator: OperatorView;
  recoveryCodesLeft: number;
  failedSignInsTotal: number;
  failedSignIns: { at: number; ip: string | null; count: number; throttled: boolean }[];
}

export interface SessionAnswer {
  operator: OperatorView;
  csrfToken: string;
}

export interface LiveAnnouncement extends Announcement<ML> {
  createdAt: number;
  createdBy: string | null;
  updatedAt: number;
  updatedBy: string | null;
  withdrawnAt: number | null;
}

export type WarningsView = WarningsAnswer;

export interface StoredWeatherView {
  weather: {
    current: { temp: number; humidity: number; status: string };
    forecast: ForecastDay<ML>[];
    uvIndex: number;
    band: number;
  };
  updatedAt: number;
  updatedBy: string | null;
}

export interface AuditEntry {
  id: number;
  at: number;
  actor: string | null;
  action: string;
  target: string | null;
  detail: unknown;
  ip: string | null;
  /** Events of a flood coalesced into this entry. */
  count: number;
}

export interface AuditQuery {
  action?: string;
  actor?: string;
}
