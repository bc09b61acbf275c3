// SEAM (issue 62): the spaces' frame under /espace: the sign-in when no session, the choice of space, the menu
// of the space's pages (PAGES_PROPRIETAIRE / PAGES_LOCATAIRE, then the requests' pages), phone first.
export function EspaceApp() {
  return <p>Espace</p>;
}
