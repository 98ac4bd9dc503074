// The modal manager's rules (SPEC §4): mounting, opening and closing by id.
import { describe, expect, it } from 'vitest';
import { closeModal, mountModal, openModal, unmountModal, type ModalRegistry } from '#/lib/modal-rules';

describe('modal manager rules (SPEC §4)', () => {
  const empty: ModalRegistry = { mounted: [], open: [] };
  it('mounts once per id and refuses invalid or duplicate ids', () => {
    const a = mountModal(empty, 'share');
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    const dup = mountModal(a.next, 'share');
    expect(dup.ok).toBe(false);
    if (!dup.ok) expect(dup.warning).toMatch(/already in use/);
    for (const bad of ['', '1abc', 'has space', null, 42]) expect(mountModal(empty, bad).ok).toBe(false);
  });
  it('refuses to open an unmounted modal', () => {
    const r = openModal(empty, 'search');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.warning).toMatch(/not mounted/);
  });
  it('opens, closes and unmounts', () => {
    const m = mountModal(empty, 'search');
    if (!m.ok) throw new Error('mount failed');
    const o = openModal(m.next, 'search');
    if (!o.ok) throw new Error('open failed');
    expect(o.next.open).toEqual(['search']);
    expect(closeModal(o.next, 'search').open).toEqual([]);
    expect(closeModal(o.next).open).toEqual([]);
    expect(unmountModal(o.next, 'search')).toEqual(empty);
  });
});
