// The one place MapLibre is set up: worker URL, the pmtiles:// protocol over the offline range store, CJK glyphs.
import { addProtocol, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { PMTiles, Protocol } from 'pmtiles';
import 'maplibre-gl/dist/maplibre-gl.css';
import { OfflineRangeSource, idbRangeStore } from './offline-source';

export const ARCHIVE_URL = '/tiles/macao.pmtiles';
/** CJK labels are drawn with the device's fonts; our glyph server only carries Latin ranges. */
export const LOCAL_IDEOGRAPH_FONTS = "'PingFang TC', 'Hiragino Sans', 'Noto Sans CJK TC', 'Microsoft JhengHei', sans-serif";

let ready = false;

export function setupMapLibre(): void {
  if (ready) return;
  ready = true;
  setWorkerUrl(workerUrl);
  const protocol = new Protocol();
  protocol.add(new PMTiles(new OfflineRangeSource(ARCHIVE_URL, idbRangeStore())));
  addProtocol('pmtiles', protocol.tile);
}
