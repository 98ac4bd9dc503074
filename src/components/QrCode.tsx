// A QR code drawn in the browser as SVG (no outside chart service).
import { useEffect, useState } from 'react';

export function QrCode({ value, label, size = 160 }: { value: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // The encoder is loaded only when a QR code is shown, keeping it out of every page's first bundle.
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1A2230', light: '#FFFFFF' } }),
      )
      .then(
        (s) => live && setSvg(s),
        () => live && setSvg(null),
      );
    return () => {
      live = false;
    };
  }, [value]);
  if (!svg) return null;
  return <img className="qr-code" width={size} height={size} alt={label} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} />;
}
