// The route-change progress bar, held by SPEC §4's 100 ms / 500 ms rule.
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { progressFinishDelay } from '#/lib/progress';
import { markRoutingStart, routingStartedAt, setRouting, useUi } from '#/state/ui';

export function ProgressBar() {
  const router = useRouter();
  const { routing } = useUi();
  const { t } = useLingui();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offStart = router.subscribe('onBeforeNavigate', () => {
      clearTimeout(timer);
      markRoutingStart();
      setRouting(true);
    });
    const offEnd = router.subscribe('onResolved', () => {
      clearTimeout(timer);
      const delay = progressFinishDelay(Date.now() - routingStartedAt());
      if (delay === 0) setRouting(false);
      else timer = setTimeout(() => setRouting(false), delay);
    });
    return () => {
      clearTimeout(timer);
      offStart();
      offEnd();
    };
  }, [router]);

  return (
    <div className={`progress-bar ${routing ? 'is-active' : ''}`} role="progressbar" aria-label={t`Loading page`} aria-hidden={!routing} aria-busy={routing}>
      <div className="progress-bar__fill" />
    </div>
  );
}
