// `npm start` on a fresh machine: the compiled production server requires a public origin (links never follow a
// request's Host). Without one, a local start names the local address it serves; a deployment sets PUBLIC_ORIGIN.

/** The origin a local `npm start` uses when PUBLIC_ORIGIN is unset, or undefined when one is set. */
export function localOrigin(env: NodeJS.ProcessEnv): string | undefined {
  if (env.PUBLIC_ORIGIN?.trim()) return undefined;
  return `http://localhost:${env.PORT?.trim() || '8080'}`;
}
