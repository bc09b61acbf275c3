// SEAM (issue 62): staff's list « Demandes » (GET /api/demandes), a request's state and replies.
export function DemandesPage() {
  return <p>Demandes</p>;
}
