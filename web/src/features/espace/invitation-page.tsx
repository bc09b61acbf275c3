// SEAM (issue 62): the invitation's page /espace/invitation/{jeton}: only its button (a POST) acts.
export function InvitationPage({ jeton }: { jeton: string }) {
  return <p>Invitation {jeton.length}</p>;
}
