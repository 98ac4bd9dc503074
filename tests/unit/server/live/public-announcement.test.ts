// The public shape of an announcement: what the API, the push bodies and the seed carry, never the editorial trail.
import { describe, expect, it } from 'vitest';
import { publicAnnouncement } from '../../../../server/live/public-announcement';
import type { LiveAnnouncement } from '../../../../server/live/types';

const record: LiveAnnouncement = {
  id: 'a-1',
  content: { en: '<p>Ferries resume</p>', pt: '<p>Os ferries retomam</p>' },
  issuedTime: 1_764_300_000,
  active: true,
  isWarning: false,
  channels: ['web'],
  createdAt: 1,
  createdBy: 'op-1',
  updatedAt: 2,
  updatedBy: 'op-2',
  withdrawnAt: null,
  publishedAt: 3,
};

describe('publicAnnouncement', () => {
  it('keeps the visitor-facing fields and drops who wrote it and when', () => {
    expect(publicAnnouncement(record)).toEqual({
      id: 'a-1',
      content: record.content,
      issuedTime: 1_764_300_000,
      active: true,
      isWarning: false,
      channels: ['web'],
    });
  });

  it('carries an end time and a kind only when the record has them', () => {
    const out = publicAnnouncement({ ...record, endTime: 1_764_400_000, kind: 'transport' });
    expect(out.endTime).toBe(1_764_400_000);
    expect(out.kind).toBe('transport');
    expect(Object.keys(publicAnnouncement({ ...record, kind: '' }))).not.toContain('kind');
  });
});
