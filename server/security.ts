// Security headers: a strict Content-Security-Policy (no inline scripts), nosniff, referrer policy, permissions policy.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The map may ask for the visitor's position; nothing on the site uses a camera, a microphone, payments or USB. */
export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()';

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets a few style attributes (aspect ratios); no inline scripts are ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Served over plain HTTP on a LAN or behind a TLS proxy: HSTS belongs to the proxy.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
