// Reads a written archive back with the `pmtiles` reader and decodes every tile, so a broken build fails loudly.
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { PMTiles, TileType, type Header } from 'pmtiles';
import { NodeFileSource } from './pmtiles-source';

export interface VerifyResult {
  header: Header;
  tiles: number;
  features: number;
  layers: Set<string>;
}

/** Decodes one MVT and touches every geometry; returns the layer names and feature count. */
export function decodeTile(data: Uint8Array): { layers: string[]; features: number } {
  const tile = new VectorTile(new PbfReader(data));
  let features = 0;
  for (const name of Object.keys(tile.layers)) {
    const layer = tile.layers[name];
    if (!layer) continue;
    for (let i = 0; i < layer.length; i++) {
      const geometry = layer.feature(i).loadGeometry();
      if (geometry.length === 0) throw new Error(`empty geometry in layer ${name}`);
      features++;
    }
  }
  return { layers: Object.keys(tile.layers), features };
}

export async function verifyArchive(
  path: string,
  expected: readonly { z: number; x: number; y: number }[],
  opts: { minZoom: number; maxZoom: number },
): Promise<VerifyResult> {
  const archive = new PMTiles(new NodeFileSource(path));
  const header = await archive.getHeader();
  if (header.specVersion !== 3) throw new Error(`spec version ${header.specVersion}, expected 3`);
  if (header.tileType !== TileType.Mvt) throw new Error(`tile type ${header.tileType}, expected MVT`);
  if (header.minZoom !== opts.minZoom || header.maxZoom !== opts.maxZoom)
    throw new Error(`zooms ${header.minZoom}-${header.maxZoom}, expected ${opts.minZoom}-${opts.maxZoom}`);
  if (header.numAddressedTiles !== expected.length) throw new Error(`${header.numAddressedTiles} tiles addressed, expected ${expected.length}`);
  const metadata = (await archive.getMetadata()) as { vector_layers?: unknown[] };
  if (!Array.isArray(metadata.vector_layers) || metadata.vector_layers.length === 0) throw new Error('metadata has no vector_layers');
  const layers = new Set<string>();
  let features = 0;
  for (const { z, x, y } of expected) {
    const got = await archive.getZxy(z, x, y);
    if (!got) throw new Error(`tile ${z}/${x}/${y} missing from the archive`);
    const decoded = decodeTile(new Uint8Array(got.data));
    if (decoded.features === 0) throw new Error(`tile ${z}/${x}/${y} has no features`);
    decoded.layers.forEach((l) => layers.add(l));
    features += decoded.features;
  }
  return { header, tiles: expected.length, features, layers };
}
