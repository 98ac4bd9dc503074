// The modal manager's rules (SPEC §4): ids are mounted once, only mounted modals open, bad ids refused.

export interface ModalRegistry {
  mounted: readonly string[];
  open: readonly string[];
}

export type ModalResult = { ok: true; next: ModalRegistry } | { ok: false; warning: string };

const VALID_ID = /^[A-Za-z][\w-]{0,63}$/;

export function isValidModalId(id: unknown): id is string {
  return typeof id === 'string' && VALID_ID.test(id);
}

export function mountModal(reg: ModalRegistry, id: unknown): ModalResult {
  if (!isValidModalId(id)) return { ok: false, warning: `Modal id ${JSON.stringify(id)} is invalid.` };
  if (reg.mounted.includes(id)) return { ok: false, warning: `Modal id "${id}" is already in use.` };
  return { ok: true, next: { ...reg, mounted: [...reg.mounted, id] } };
}

export function unmountModal(reg: ModalRegistry, id: string): ModalRegistry {
  return { mounted: reg.mounted.filter((m) => m !== id), open: reg.open.filter((m) => m !== id) };
}

export function openModal(reg: ModalRegistry, id: unknown): ModalResult {
  if (!isValidModalId(id)) return { ok: false, warning: `Modal id ${JSON.stringify(id)} is invalid.` };
  if (!reg.mounted.includes(id)) return { ok: false, warning: `Modal "${id}" is not mounted and cannot open.` };
  if (reg.open.includes(id)) return { ok: true, next: reg };
  return { ok: true, next: { ...reg, open: [...reg.open, id] } };
}

export function closeModal(reg: ModalRegistry, id?: string): ModalRegistry {
  if (id === undefined) return { ...reg, open: reg.open.slice(0, -1) };
  return { ...reg, open: reg.open.filter((m) => m !== id) };
}

export function closeAllModals(reg: ModalRegistry): ModalRegistry {
  return { ...reg, open: [] };
}
