// A worker thread that typesets PDFs (server/media/pdf/workers.ts): a PDF takes hundreds of milliseconds of CPU in
// pdfkit's synchronous code, which on the main thread would hold every other request, cheap ones too.
import { parentPort } from 'node:worker_threads';
import { renderPdf, type PdfDocumentSource } from './index';

parentPort?.on('message', (msg: { id: number; source: PdfDocumentSource }) => {
  renderPdf(msg.source).then(
    (pdf) => {
      // A copy of its own, so the whole buffer can be handed over without copying it again.
      const bytes = new Uint8Array(pdf);
      parentPort?.postMessage({ id: msg.id, pdf: bytes }, [bytes.buffer]);
    },
    (err: unknown) => parentPort?.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
