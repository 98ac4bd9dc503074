// The modal manager (SPEC §4): modals mount, open and close by id; refusals warn on the console.
import { proxy, useSnapshot } from 'valtio';
import { closeAllModals, closeModal, isValidModalId, mountModal, openModal, unmountModal, type ModalRegistry } from '#/lib/modal-rules';

// `wanted`: modals asked to open before they were mounted (their code loads on demand); each opens as it mounts.
const state = proxy<{ reg: ModalRegistry; wanted: string[] }>({ reg: { mounted: [], open: [] }, wanted: [] });

export function useModals() {
  return useSnapshot(state).reg;
}

/** Whether the modal was asked for (opened or waiting for its code): a lazily loaded modal's host mounts it then. */
export function useModalWanted(id: string): boolean {
  const snap = useSnapshot(state);
  return snap.wanted.includes(id) || snap.reg.mounted.includes(id);
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
    if (state.wanted.includes(id)) {
      state.wanted = state.wanted.filter((w) => w !== id);
      modals.open(id);
    }
    return true;
  },
  unmount(id: string): void {
    // An open modal unmounted and mounted again (React's strict mode does so) opens again.
    if (state.reg.open.includes(id) && !state.wanted.includes(id)) state.wanted = [...state.wanted, id];
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
  /**
   * Opens a modal whose code may not be loaded yet: mounted, it opens now; otherwise it opens as soon as its host
   * (LazyModalHost) has loaded and mounted it.
   */
  request(id: string): boolean {
    if (state.reg.mounted.includes(id)) return modals.open(id);
    if (!isValidModalId(id)) {
      console.warn(`Modal id ${JSON.stringify(id)} is invalid.`);
      return false;
    }
    if (!state.wanted.includes(id)) state.wanted = [...state.wanted, id];
    return true;
  },
  /** The modal's code could not load (offline and not saved): it is no longer waited for. */
  forget(id: string): void {
    state.wanted = state.wanted.filter((w) => w !== id);
  },
  close(id?: string): void {
    state.reg = closeModal(state.reg, id);
  },
  closeAll(): void {
    state.reg = closeAllModals(state.reg);
    state.wanted = [];
  },
};
