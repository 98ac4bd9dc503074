// Where an announcement stands (active, scheduled, switched off, withdrawn), new ids, list text and Macao-time inputs.
import { describe, expect, it } from 'vitest';
import { announcementState, fromMacaoLocalInput, newAnnouncementId, toMacaoLocalInput } from '../../../../src/operator/announcement-state';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const s = NOW / 1000;

describe('announcementState', () => {
  it('tells active, scheduled, switched off and withdrawn apart', () => {
    expect(announcementState({ active: true, issuedTime: s - 60, withdrawnAt: null }, NOW)).toBe('active');
    expect(announcementState({ active: true, issuedTime: s + 60, withdrawnAt: null }, NOW)).toBe('scheduled');
    expect(announcementState({ active: false, issuedTime: s - 60, withdrawnAt: null }, NOW)).toBe('inactive');
    expect(announcementState({ active: true, issuedTime: s - 60, withdrawnAt: NOW - 1 }, NOW)).toBe('withdrawn');
  });
  it('says ended from its end time on, as visitors stop seeing it', () => {
    expect(announcementState({ active: true, issuedTime: s - 60, endTime: s + 1, withdrawnAt: null }, NOW)).toBe('active');
    expect(announcementState({ active: true, issuedTime: s - 60, endTime: s, withdrawnAt: null }, NOW)).toBe('ended');
  });
});

describe('newAnnouncementId', () => {
  it('is dated and fits the API id pattern', () => {
    const id = newAnnouncementId(new Date(NOW), () => 0.5);
    expect(id).toMatch(/^a-2026-11-24-[a-z0-9]{6}$/);
    expect(id).toMatch(/^[a-z0-9][a-z0-9-]*$/);
  });
});

describe('Macao time inputs', () => {
  it('round-trips a Unix time through the datetime-local value in UTC+8', () => {
    expect(toMacaoLocalInput(s)).toBe('2026-11-24T20:00');
    expect(fromMacaoLocalInput('2026-11-24T20:00')).toBe(s);
    expect(fromMacaoLocalInput('tomorrow')).toBeNull();
  });
});
