import { useQuery } from "@tanstack/react-query";
import { Building2Icon, CheckCircle2Icon, InfoIcon } from "lucide-react";
import { api } from "@/api/client";
import { route } from "@/api/routes";
import { contactQuery } from "@/api/quittances";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";


/** Public page reached from the receipt e-mail: the tenant says whether the rent was paid. */
export function QuitanceValidationPage({ state, uuid }: { state: string; uuid: string }) {
  const paid = state === "true";
  const answer = useQuery({
    queryKey: ["Quitance", "validation", state, uuid],
    queryFn: () => api<{ ok?: boolean }>(route("POST /Quitance/validation/:state/:uuid", { state, uuid }), { silent: true }),
    retry: false,
    staleTime: Infinity,
  });
  const ok = answer.isSuccess && answer.data?.ok !== false;
  // The agency's address from the server's settings (CONTACT_EMAIL), asked only when the page has to show it.
  const contact = useQuery({ ...contactQuery, enabled: answer.isError || answer.data?.ok === false });

  return (
    <div className="flex min-h-full items-center justify-center bg-background px-4 py-12">
      <Card className="w-full max-w-lg">
        <CardContent className="flex flex-col items-center gap-4 py-6 text-center">
          <div className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
            <Building2Icon className="size-4" /> Patrimoine Locatif
          </div>
          {answer.isPending ? (
            <div className="flex w-full flex-col items-center gap-3">
              <Skeleton className="size-12 rounded-full" />
              <Skeleton className="h-5 w-3/4" />
            </div>
          ) : ok ? (
            <>
              <CheckCircle2Icon className="size-12 text-success" />
              <h1 className="text-xl font-semibold">Merci pour votre réponse</h1>
              <p className="text-sm text-muted-foreground">
                {paid
                  ? "Nous avons bien noté que votre loyer a été réglé."
                  : "Nous avons bien noté que votre loyer n'a pas encore été réglé. Nos services reviendront vers vous si nécessaire."}
              </p>
            </>
          ) : (
            <>
              <InfoIcon className="size-12 text-info" />
              <p className="font-medium">Votre réponse a déjà été prise en compte par nos services...</p>
              {contact.data ? (
                <p className="text-sm text-muted-foreground">
                  Pour toute question, contactez-nous à l'adresse{" "}
                  <a className="font-medium text-primary underline-offset-4 hover:underline" href={`mailto:${contact.data}`}>
                    {contact.data}
                  </a>
                  .
                </p>
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
