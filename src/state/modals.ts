// The modal manager (SPEC §4): modals mount, open and close by id; refusals warn on the console.
import { proxy, useSnapshot } from 'valtio';
import { closeAllModals, closeModal, mountModal, openModal, unmountModal, type ModalRegistry } from '#/lib/modal-rules';

const state = proxy<{ reg: ModalRegistry }>({ reg: { mounted: [], open: [] } });

export function useModals() {
  return useSnapshot(state).reg;
}

export function isModalOpen(id: string): boolean {
  return state.reg.open.includes(id);
}

export const modals = {
  mount(id: string): boolean {
    const r = mountModal(state.reg, id);
    if (!r.ok) {
      console.warn(r.warning);
      return false;
    }
    state.reg = r.next;
    return true;
  },
  unmount(id: string): void {
    state.reg = unmountModal(state.reg, id);
  },
  open(id: string): boolean {
    const r = openModal(state.reg, id);
    if (!r.ok) {
      console.warn(r.warning);
      return false;
    }
    state.reg = r.next;
    return true;
  },
  close(id?: string): void {
    state.reg = closeModal(state.reg, id);
  },
  closeAll(): void {
    state.reg = closeAllModals(state.reg);
  },
};
