// The live state follows writes: a write through this instance is served at once, even while a poll that read the
// store before the write is still under way.
import { describe, expect, it } from 'vitest';
import { LiveState } from '../../../../server/live/state';
import { openLiveStore } from '../../../../server/live/store';

const ACTOR = { id: null, name: 'test', ip: null };

describe('LiveState.afterWrite', () => {
  it('does not settle for a poll that read the revision before the write', async () => {
    const store = openLiveStore({ sqlitePath: ':memory:' });
    await store.migrate();
    const live = await LiveState.open({ store });
    // A poll under way: it has asked for the revision and its answer is still on the way.
    const realRevision = store.revision.bind(store);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const before = await realRevision();
    store.revision = async () => {
      await held;
      return before;
    };
    const poll = live.refresh();
    store.revision = realRevision;

    await store.setWarnings([{ type: 'typhoon', level: '8NE' }], ACTOR, Date.now());
    const written = live.afterWrite();
    release();
    await Promise.all([poll, written]);
    expect(live.current.warnings.map((w) => w.level)).toEqual(['8NE']);
    await store.close();
  });
});
