// SPEC §2: a search page remembers the item the visitor opens as ?id= in its own history entry, so Back returns to it.
// The entry is rewritten in place, without a router navigation, because the router's own navigation to the item
// starts in the same click and a second one would cancel it.
export function rememberOpened(id: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set('id', id);
  window.history.replaceState(window.history.state, '', url);
}
