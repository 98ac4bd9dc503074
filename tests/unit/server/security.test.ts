// Security headers on every kind of answer: the Permissions-Policy.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildServer());
});

afterAll(async () => {
  await close?.();
});

describe('headers', () => {
  it('sends a Permissions-Policy: geolocation for the site itself, camera, microphone, payment and USB off', async () => {
    for (const url of ['/en', '/api/weather', '/media/art/temple/auto/x.svg', '/nothing.js']) {
      expect((await app.inject(url)).headers['permissions-policy']).toBe('geolocation=(self), camera=(), microphone=(), payment=(), usb=()');
    }
  });
});
