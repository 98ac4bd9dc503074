// "Get warnings on this device": what will be sent, the topics, turn on / change / stop, and the states where push
// cannot work here (unsupported, blocked, iOS outside the home screen). Used on the announcement board and after install.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Bell, BellOff } from 'lucide-react';
import { PUSH_TOPICS, type PushTopic } from '#shared/push';
import { useLocale } from '#/i18n/current';
import { stopWarnings, turnOnWarnings, usePush } from '#/state/push';
import './push.css';

const TOPIC_LABELS: Record<PushTopic, MessageDescriptor> = {
  typhoon: msg`Typhoon signals`,
  rainstorm: msg`Rainstorm warnings`,
  warnings: msg`All other warnings (storm surge, monsoon, thunderstorm, heat)`,
  general: msg`General announcements (transport, closures, events)`,
};

export function WarningsSignup({ id, headingLevel = 2 }: { id?: string; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const state = usePush();
  const [topics, setTopics] = useState<PushTopic[]>([...state.topics]);
  useEffect(() => setTopics([...state.topics]), [state.topics]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `${id ?? 'warnings-signup'}-title`;
  const busy = state.status === 'working';
  const toggle = (topic: PushTopic) =>
    setTopics((list) => (list.includes(topic) ? list.filter((x) => x !== topic) : PUSH_TOPICS.filter((x) => x === topic || list.includes(x))));

  return (
    <section id={id} className="warnings-signup" aria-labelledby={headingId}>
      <Heading id={headingId} className="warnings-signup__title">
        <Bell aria-hidden="true" size={22} /> {t`Get warnings on this device`}
      </Heading>
      <p className="warnings-signup__intro">{t`When the Macao Government Tourism Office issues a warning you chose, this device shows it at once, in your language, even when the guide is closed. Nothing else is sent, and you can stop at any time.`}</p>
      {state.ability === 'unsupported' ? (
        <p
          className="warnings-signup__note"
          role="note"
        >{t`This browser cannot receive warnings. Try a current version of Chrome, Edge, Firefox or Safari.`}</p>
      ) : state.ability === 'ios-install' ? (
        <p
          className="warnings-signup__note"
          role="note"
        >{t`On iPhone and iPad, warnings only reach the guide when it is on your home screen: tap Share, then "Add to Home Screen", and open the guide from there.`}</p>
      ) : state.ability === 'denied' ? (
        <p
          className="warnings-signup__note"
          role="note"
        >{t`Notifications are blocked for this site. Allow them in your browser's site settings, then come back here.`}</p>
      ) : (
        <>
          <fieldset className="warnings-signup__topics" disabled={busy}>
            <legend>{t`Send me`}</legend>
            {PUSH_TOPICS.map((topic) => (
              <label key={topic} className="warnings-signup__topic">
                <input type="checkbox" checked={topics.includes(topic)} onChange={() => toggle(topic)} /> {i18n._(TOPIC_LABELS[topic])}
              </label>
            ))}
          </fieldset>
          {state.status === 'on' ? <p role="status">{t`Warnings are on for this device.`}</p> : null}
          {state.status === 'failed' ? <p role="alert">{t`That did not work. Check your connection and try again.`}</p> : null}
          <div className="warnings-signup__actions">
            <button type="button" className="button button--primary" disabled={busy || topics.length === 0} onClick={() => void turnOnWarnings(locale, topics)}>
              <Bell aria-hidden="true" size={18} /> {state.status === 'on' ? t`Save my choice` : t`Turn on warnings`}
            </button>
            {state.status === 'on' ? (
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => void stopWarnings()}>
                <BellOff aria-hidden="true" size={18} /> {t`Stop warnings`}
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
