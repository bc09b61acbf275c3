import type { ComponentType } from "react";
import type { LucideIcon } from "lucide-react";
import { RecordScreen } from "@/components/record-screen";
import type { ResourceName } from "@/api/types";
import type { EntityConfig } from "@/components/record-fields";
import { ALL_ROLES, type AppRoute } from "./route-types";

interface RecordRoutesInput<R extends ResourceName> {
  entity: EntityConfig<R>;
  listName: string;
  list: ComponentType;
  icon: LucideIcon;
  editName: string;
}

/** The four routes of a spec-2 entity: list, new, read-only record, editable record. */
export function recordRoutes<R extends ResourceName>({ entity, listName, list: List, icon, editName }: RecordRoutesInput<R>): AppRoute[] {
  const base = entity.basePath;
  return [
    { path: base, name: listName, access: ALL_ROLES, component: () => <List />, menu: { icon, href: `${base}/` } },
    {
      path: `${base}/new`,
      name: entity.newLabel,
      access: ALL_ROLES,
      child: true,
      component: () => <RecordScreen entity={entity} id="new" editing />,
    },
    {
      path: `${base}/:id`,
      name: entity.singular,
      access: ALL_ROLES,
      child: true,
      component: ({ params }) => <RecordScreen key={params.id} entity={entity} id={params.id!} editing={false} />,
    },
    {
      path: `${base}/:id/edit`,
      name: editName,
      access: ALL_ROLES,
      child: true,
      component: ({ params }) => <RecordScreen key={params.id} entity={entity} id={params.id!} editing />,
    },
  ];
}
