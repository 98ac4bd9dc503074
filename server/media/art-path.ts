// The artwork URL builder lives with the app's pure logic; the server uses the same one.
export { artPath, type ArtAspect } from '#shared/art-path';
