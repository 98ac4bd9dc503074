import { describe, expect, it } from 'vitest';
import { routeAssets, type Manifest } from '../../../../server/ssr/route-assets';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], isEntry: true },
  'src/routes/$locale/$category/$group/index.tsx?tsr-split=component---loader': {
    file: 'assets/_group-2.js',
    imports: ['_sights-3.js', 'index.html'],
  },
  '_sights-3.js': { file: 'assets/sights-3.js', css: ['assets/sight-map-4.css', 'assets/index-1.css'], imports: ['_sights-3.js'] },
  'src/routes/$locale/route.tsx?tsr-split=component': { file: 'assets/route-5.js' },
  'src/routes/$locale/weather.tsx?tsr-split=component---loader': { file: 'assets/weather-6.js', css: ['assets/weather-6.css'] },
};

describe('routeAssets', () => {
  it("collects the matched routes' chunks and the styles they import, beyond the entry's", () => {
    expect(routeAssets(manifest, ['__root__', '/$locale', '/$locale/$category/$group/'])).toEqual({
      css: ['/assets/sight-map-4.css'],
      js: ['/assets/route-5.js', '/assets/_group-2.js', '/assets/sights-3.js'],
    });
  });

  it('finds a route file named after its path, and nothing for a route it does not know', () => {
    expect(routeAssets(manifest, ['/$locale/weather']).css).toEqual(['/assets/weather-6.css']);
    expect(routeAssets(manifest, ['/$locale/nowhere'])).toEqual({ css: [], js: [] });
  });
});
