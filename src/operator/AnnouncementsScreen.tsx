// Announcements: the list by state (active, scheduled, switched off, withdrawn), the publish/edit form, and
// withdrawing with a confirmation.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from './api';
import type { LiveAnnouncement } from './types';
import { htmlToText } from '#shared/html-text';
import { announcementState, type AnnouncementState } from './announcement-state';
import { ANNOUNCEMENT_STATE_LABELS, CHANNEL_LABELS } from './labels';
import { AnnouncementForm } from './AnnouncementForm';
import { ConfirmDialog } from './ConfirmDialog';
import { useDateTime } from './format';
import { DeliveryProgress } from './DeliveryProgress';

const ORDER: AnnouncementState[] = ['active', 'scheduled', 'ended', 'inactive', 'withdrawn'];

export function AnnouncementsScreen() {
  const { t, i18n } = useLingui();
  const when = useDateTime();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['announcements'], queryFn: api.announcements });
  const [editing, setEditing] = useState<LiveAnnouncement | 'new' | null>(null);
  const [withdrawing, setWithdrawing] = useState<LiveAnnouncement | null>(null);
  const withdraw = useMutation({
    mutationFn: (id: string) => api.withdrawAnnouncement(id),
    onSuccess: () => {
      setWithdrawing(null);
      void queryClient.invalidateQueries({ queryKey: ['announcements'] });
    },
  });

  if (editing)
    return (
      <AnnouncementForm
        announcement={editing === 'new' ? null : editing}
        onDone={() => {
          setEditing(null);
          void queryClient.invalidateQueries({ queryKey: ['announcements'] });
        }}
      />
    );

  const now = Date.now();
  const groups = ORDER.map((state) => ({ state, items: (list.data ?? []).filter((a) => announcementState(a, now) === state) }));
  return (
    <section className="op-screen" aria-labelledby="op-ann-title">
      <div className="op-screen__head">
        <h1 id="op-ann-title">
          <Trans>Announcements</Trans>
        </h1>
        <button type="button" className="op-button op-button--primary" onClick={() => setEditing('new')}>
          <Trans>New announcement</Trans>
        </button>
      </div>
      {list.isPending ? <p>{t`Loading…`}</p> : null}
      {list.isError ? <p className="op-alert op-alert--error">{t`The list could not be loaded.`}</p> : null}
      {groups.map(({ state, items }) =>
        items.length ? (
          <section key={state} className="op-group" aria-label={i18n._(ANNOUNCEMENT_STATE_LABELS[state])}>
            <h2>
              {i18n._(ANNOUNCEMENT_STATE_LABELS[state])} <span className="op-count">{items.length}</span>
            </h2>
            <table className="op-table">
              <thead>
                <tr>
                  <th scope="col">{t`Text (English)`}</th>
                  <th scope="col">{t`Issued`}</th>
                  <th scope="col">{t`Channels`}</th>
                  <th scope="col">{t`Last change`}</th>
                  <th scope="col">{t`Push delivery`}</th>
                  <th scope="col">
                    <span className="op-visually-hidden">{t`Actions`}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((a) => (
                  <tr key={a.id} data-id={a.id}>
                    <td data-label={t`Text (English)`}>
                      {a.isWarning ? <span className="op-tag op-tag--warning">{t`Warning`}</span> : null}{' '}
                      <span className="op-ann-text">{htmlToText(a.content.en ?? '')}</span>
                      <span className="op-muted op-mono">{a.id}</span>
                    </td>
                    <td data-label={t`Issued`}>{when(a.issuedTime * 1000)}</td>
                    <td data-label={t`Channels`}>{a.channels.map((c) => (c === 'web' || c === 'app' ? i18n._(CHANNEL_LABELS[c]) : c)).join(', ')}</td>
                    <td data-label={t`Last change`}>
                      {when(a.withdrawnAt ?? a.updatedAt)}
                      {a.updatedBy ? <span className="op-muted"> · {a.updatedBy}</span> : null}
                    </td>
                    <td data-label={t`Push delivery`}>
                      <DeliveryProgress id={a.id} />
                    </td>
                    <td className="op-actions">
                      {state !== 'withdrawn' ? (
                        <>
                          <button type="button" className="op-button" onClick={() => setEditing(a)}>
                            <Trans>Edit</Trans>
                          </button>
                          <button type="button" className="op-button op-button--danger" onClick={() => setWithdrawing(a)}>
                            <Trans>Withdraw</Trans>
                          </button>
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null,
      )}
      {list.data && list.data.length === 0 ? <p>{t`No announcements yet.`}</p> : null}
      {withdrawing ? (
        <ConfirmDialog
          title={t`Withdraw this announcement?`}
          confirm={t`Withdraw`}
          busy={withdraw.isPending}
          error={withdraw.isError ? t`Withdrawing failed: try again.` : null}
          onConfirm={() => withdraw.mutate(withdrawing.id)}
          onCancel={() => {
            withdraw.reset();
            setWithdrawing(null);
          }}
        >
          <p>
            <Trans>Visitors stop seeing it within a minute. It stays in the list as withdrawn.</Trans>
          </p>
          <blockquote>{htmlToText(withdrawing.content.en ?? '')}</blockquote>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
