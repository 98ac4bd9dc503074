// Mounts a lazily loaded modal only once it is asked for (modals.request): before that it renders nothing, so the
// page's first render never suspends and the modal's code stays out of the entry bundle.
import { Component, Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { modals, useModalWanted } from '#/state/modals';
import { withWholeCatalogue } from '#/i18n/activate';

interface BoundaryProps {
  id: string;
  onFailed: () => void;
  children: ReactNode;
}

/** A modal whose code cannot load (offline with nothing saved) must not take the page down with it. */
class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.warn(`Modal "${this.props.id}" could not load`, error);
    modals.forget(this.props.id);
    this.props.onFailed();
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export interface LazyModalHostProps {
  /** The modal id the loaded component mounts (through Modal). */
  id: string;
  /** Loads the modal's module (a dynamic import); a module-level function, so it stays the same between renders. */
  load: () => Promise<{ default: ComponentType }>;
}

export function LazyModalHost({ id, load }: LazyModalHostProps) {
  const wanted = useModalWanted(id);
  // Once loaded the modal stays mounted, so a second opening is immediate; a failed load is tried again next time.
  const [active, setActive] = useState(false);
  // A new lazy component per attempt: React keeps a failed import's error for good.
  const [Loaded, setLoaded] = useState(() => lazy(withWholeCatalogue(load)));
  if (wanted && !active) setActive(true);
  if (!active) return null;
  return (
    <LoadBoundary
      id={id}
      onFailed={() => {
        setActive(false);
        setLoaded(() => lazy(withWholeCatalogue(load)));
      }}
    >
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    </LoadBoundary>
  );
}
