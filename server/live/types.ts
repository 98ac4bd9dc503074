// Records of the live store: announcements with their editorial trail, warnings, weather, operators, sessions,
// sign-in throttles, audit entries, push subscriptions and VAPID keys.
import type { ForecastDay } from '#shared/api/home';
import type { Announcement as AnnouncementShape } from '#shared/api/site';
import type { ML } from '#shared/api/text';
import type { WarningInForce } from '#shared/warnings';

export type { WarningInForce };

export interface LiveAnnouncement extends AnnouncementShape<ML> {
  createdAt: number;
  createdBy: string | null;
  updatedAt: number;
  updatedBy: string | null;
  withdrawnAt: number | null;
  /** When the publish event fired for it (once across every instance); null until then. */
  publishedAt: number | null;
}

/** What an operator writes: the visitor-facing fields. */
export type AnnouncementInput = Pick<LiveAnnouncement, 'id' | 'content' | 'issuedTime' | 'active' | 'isWarning' | 'channels'> & {
  kind?: string;
  endTime?: number;
};

export interface LiveWeather {
  current: { temp: number; humidity: number; status: string };
  forecast: ForecastDay<ML>[];
  uvIndex: number;
  /** Temperature band, -2 (very cold) … 2 (very hot). */
  band: number;
}

export interface StoredWeather {
  weather: LiveWeather;
  updatedAt: number;
  updatedBy: string | null;
}

export type Role = 'editor' | 'admin';
export const ROLES: readonly Role[] = ['editor', 'admin'];

export interface Operator {
  id: string;
  username: string;
  displayName: string;
  role: Role;
  passwordHash: string;
  disabled: boolean;
  createdAt: number;
  passwordChangedAt: number;
  /** The TOTP secret (base32) once enrolment is confirmed; null without a second factor. */
  totpSecret: string | null;
  /** A secret shown at enrolment and not confirmed yet. */
  totpPending: string | null;
  /** The last TOTP time step accepted: a code is used once. */
  totpLastStep: number;
}

export interface Session {
  /** SHA-256 of the cookie value: a stolen database holds no usable session. */
  idHash: string;
  operatorId: string;
  csrfToken: string;
  createdAt: number;
  expiresAt: number;
  lastSeenAt: number;
  ip: string | null;
}

export interface ThrottleState {
  failures: number;
  windowStart: number;
  lockedUntil: number;
}

export interface AuditEntry {
  id: number;
  at: number;
  actor: string | null;
  actorId: string | null;
  action: string;
  target: string | null;
  detail: unknown;
  ip: string | null;
  /** Events coalesced into this row (a flood of the same refusal from one address within a minute is one row). */
  count: number;
}

export type AuditInput = Omit<AuditEntry, 'id' | 'at' | 'count'> & { at?: number };

export interface AuditFilter {
  limit: number;
  before?: number;
  /** An action, or its family with a trailing dot ("sign-in." finds every sign-in outcome). */
  action?: string;
  actor?: string;
  ip?: string;
  from?: number;
  to?: number;
}

export interface PushSubscriptionRecord {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  locale: string;
  topics: string[];
  createdAt: number;
  updatedAt: number;
  lastSentAt: number | null;
  failures: number;
  /** Set when deliveries kept failing without an answer: no longer sent to until the browser re-syncs it. */
  parkedAt: number | null;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
  createdAt: number;
}

/** Everything visitors see that operators change, read in one go. */
export interface LiveData {
  revision: number;
  changedAt: number;
  announcements: LiveAnnouncement[];
  warnings: WarningInForce[];
  weather: StoredWeather | null;
}
