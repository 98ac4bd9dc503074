// Security headers on every kind of answer: the Permissions-Policy.
import { describe, expect, it } from 'vitest';
import { useServer } from './helpers';

const server = useServer();

describe('headers', () => {
  it('sends a Permissions-Policy: geolocation for the site itself, camera, microphone, payment and USB off', async () => {
    for (const url of ['/en', '/api/weather', '/media/art/temple/auto/x.svg', '/nothing.js']) {
      expect((await server.app.inject(url)).headers['permissions-policy']).toBe('geolocation=(self), camera=(), microphone=(), payment=(), usb=()');
    }
  });
});
