import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useSearchParams } from "wouter";
import { PencilIcon } from "lucide-react";
import { detailQuery, useSaveRecord } from "@/api/resources";
import { useSession } from "@/api/session-store";
import type { ResourceName } from "@/api/types";
import { ErrorState } from "@/components/error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { MESSAGES, notify } from "@/lib/notify";
import { formatDate } from "@/lib/format";
import { leaveBack } from "@/lib/unsaved-changes";
import { ArchiveActions } from "@/features/archives/archive-actions";
import { archivedOn } from "@/features/archives/archives";
import { useConfirmAsk } from "./confirm-dialog";
import { RecordDetails } from "./record-details";
import { RecordHeader } from "./record-header";
import { RecordForm } from "./record-form";
import { RecordTabs } from "./record-tabs";
import type { EntityConfig, FormValues } from "./record-fields";

interface RecordScreenProps<R extends ResourceName> {
  entity: EntityConfig<R>;
  id: string;
  editing: boolean;
}

/**
 * Frame shared by every record screen (spec 2): /new shows only the Details tab, /:id is read-only with a
 * "Modifier" button, /:id/edit is the form; ?tab= picks the tab, ?oncreate= where to go after a creation.
 */
export function RecordScreen<R extends ResourceName>({
  entity,
  id,
  editing,
}: RecordScreenProps<R>) {
  const creating = id === "new";
  const [, navigate] = useLocation();
  const [search] = useSearchParams();
  const qc = useQueryClient();
  const query = useQuery(detailQuery(entity.resource, id, !creating));
  const save = useSaveRecord(entity.resource);
  const confirmation = useConfirmAsk();
  const role = useSession().user?.role;
  const mayWrite = !entity.writeRoles || (!!role && entity.writeRoles.includes(role));
  const record = query.data;
  const viewPath = `${entity.basePath}/${id}`;
  const keepTab = search.get("tab") ? `?tab=${encodeURIComponent(search.get("tab")!)}` : "";

  async function submit(payload: FormValues, values: FormValues) {
    const texts = !creating && record ? await entity.confirmSave?.(payload, record) : null;
    if (texts && !(await confirmation.ask(texts))) return false;
    const custom = creating && entity.create;
    const saved = custom
      ? await entity.create!(payload)
      : await save.mutateAsync({ id: creating ? undefined : id, values: payload });
    // A custom creation may change other records too (a lease sets its apartment's rent): refresh every read.
    if (custom) await qc.invalidateQueries();
    if (entity.afterSave) {
      await entity.afterSave({
        record: saved,
        values,
        previous: creating ? null : (record ?? null),
        search,
      });
      await qc.invalidateQueries();
    }
    // replace: the back arrow must not lead back to a form that was just submitted.
    if (creating) {
      notify.info(entity.createdMessage);
      navigate(search.get("oncreate") ?? `${entity.basePath}/${saved.id}`, { replace: true });
    } else {
      notify.info(MESSAGES.saved);
      navigate(viewPath + keepTab, { replace: true });
    }
  }

  if (!creating && query.isLoading) {
    return (
      <div className="flex flex-col gap-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (!creating && (query.isError || record === undefined))
    return <ErrorState error={query.error} />;
  // The record shown and edited; none while creating.
  const current = creating ? undefined : record;
  const badge = current ? entity.badge?.(current) : null;
  const second = current ? entity.secondBadge?.(current) : null;
  // ADR 038: an archived record is read-only until restored (its /edit shows the details).
  const archived = current ? archivedOn(current) : null;
  const readOnly = editing && (!!archived || !mayWrite);
  const Extra = entity.detailsExtra;
  const Actions = entity.actions;
  const Effects = entity.formEffects;
  const Summary = entity.summary;
  const Heading = entity.heading;

  const form = (
    <RecordForm
      key={`${id}-${editing}`}
      fields={entity.fields}
      schema={entity.schema}
      record={current ?? null}
      defaults={creating ? entity.prefill?.(search) : undefined}
      effects={Effects ? <Effects creating={creating} /> : null}
      submitLabel={creating ? "Créer" : "Enregistrer"}
      onSubmit={submit}
      draft={{ resource: entity.resource, id }}
      onCancel={() => (creating ? leaveBack() : navigate(viewPath + keepTab, { replace: true }))}
    />
  );
  const details = current ? (
    <div className="flex flex-col gap-4">
      {editing && !readOnly ? form : <RecordDetails fields={entity.fields} record={current} />}
      {Extra ? <Extra record={current} editing={editing} /> : null}
    </div>
  ) : (
    form
  );

  // The reference line says what the title does not already say ("Mission n° 1" is said once); a creation has no
  // title of its own, the header already says "Nouveau client".
  const title = current ? entity.title(current) : null;
  const reference = editing ? "Modification" : `${entity.singular} n° ${id}`;

  return (
    <div className="flex flex-col gap-5">
      {title !== null ? (
        <RecordHeader
          title={Heading && current ? <Heading record={current} /> : title}
          badge={badge}
          badges={
            <>
              {second ? (
                <Badge variant={second.variant} data-testid="record-second-status">
                  {second.label}
                </Badge>
              ) : null}
              {archived ? (
                <Badge variant="secondary" data-testid="record-archived">
                  Archivé le {formatDate(archived)}
                </Badge>
              ) : null}
            </>
          }
          reference={reference !== title ? reference : null}
          actions={
            !editing || readOnly ? (
              <>
                {Actions && current && !archived ? <Actions record={current} /> : null}
                {current ? <ArchiveActions resource={entity.resource} record={current} /> : null}
                {archived || !mayWrite ? null : (
                  <Button asChild>
                    <Link href={`${viewPath}/edit${search.size ? `?${search.toString()}` : ""}`}>
                      <PencilIcon /> Modifier
                    </Link>
                  </Button>
                )}
              </>
            ) : null
          }
        />
      ) : null}
      {current && Summary ? <Summary record={current} /> : null}
      <RecordTabs
        entity={entity}
        record={current}
        tabs={current ? (entity.tabs ?? []) : []}
        details={details}
      />
      {confirmation.dialog}
    </div>
  );
}
