// An announcement's push delivery as the operator follows it: sent of matched, and what failed, was removed (the
// browser dropped the subscription), was parked (junk) or still waits; refreshed every few seconds while it runs.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { api } from './api';

export function DeliveryProgress({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const progress = useQuery({
    queryKey: ['delivery', id],
    queryFn: () => api.delivery(id),
    refetchInterval: (q) => (q.state.data && q.state.data.queued > 0 ? 3_000 : false),
  });
  const p = progress.data;
  if (progress.isPending) return <span className="op-muted">…</span>;
  if (progress.isError) return <span className="op-muted">{t`Unknown`}</span>;
  if (!p) return <span className="op-muted">{t`Not pushed`}</span>;
  const n = (v: number) => i18n.number(v);
  const [sent, matched, failed, removed, parked, waiting] = [p.sent, p.matched, p.failed, p.removed, p.parked, p.queued].map(n);
  const parts = [
    p.failed ? t`${failed} failed` : null,
    p.removed ? t`${removed} removed` : null,
    p.parked ? t`${parked} parked` : null,
    p.queued ? t`${waiting} waiting` : null,
  ].filter((x): x is string => x !== null);
  return (
    <span className="op-delivery" data-queued={p.queued}>
      {t`${sent} of ${matched} sent`}
      {parts.length ? <span className="op-muted"> · {parts.join(' · ')}</span> : null}
    </span>
  );
}
