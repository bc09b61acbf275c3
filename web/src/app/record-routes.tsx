import type { ComponentType } from "react";
import type { LucideIcon } from "lucide-react";
import type { ResourceName } from "@/api/types";
import type { EntityConfig } from "@/components/record-fields";
import { lazyScreen } from "./lazy-screen";
import { ALL_ROLES, type AppRoute, type EntityRoute } from "./route-types";

interface RecordRoutesInput<R extends ResourceName> {
  route: EntityRoute;
  listName: string;
  editName: string;
  icon: LucideIcon;
  /** The list page and the entity config are chunks of their own, loaded with their first screen. */
  list: () => Promise<ComponentType>;
  entity: () => Promise<EntityConfig<R>>;
  /** The list's first page, asked as soon as the session allows it (route-data.ts, ADR 095). */
  listData?: (search: URLSearchParams) => void;
}

/** The four routes of a spec-2 entity: list, new, read-only record, editable record. */
export function recordRoutes<R extends ResourceName>({
  route,
  listName,
  editName,
  icon,
  list,
  entity,
  listData,
}: RecordRoutesInput<R>): AppRoute[] {
  const base = route.basePath;
  const List = lazyScreen(list);
  const Record = lazyScreen(async () => {
    const [{ RecordScreen }, config] = await Promise.all([
      import("@/components/record-screen"),
      entity(),
    ]);
    return (props: { id: string; editing: boolean }) => <RecordScreen entity={config} {...props} />;
  });
  return [
    {
      path: base,
      name: listName,
      access: ALL_ROLES,
      // The list's code fetched while the session is checked (PendingScreen's preload).
      component: Object.assign(() => <List />, {
        preload: List.preload,
        ready: List.ready,
        whenReady: List.whenReady,
      }),
      data: listData,
      menu: { icon, href: `${base}/` },
    },
    {
      path: `${base}/new`,
      name: route.newLabel,
      access: ALL_ROLES,
      child: true,
      component: () => <Record id="new" editing />,
    },
    {
      path: `${base}/:id`,
      name: route.singular,
      access: ALL_ROLES,
      child: true,
      component: ({ params }) => <Record key={params.id} id={params.id!} editing={false} />,
    },
    {
      path: `${base}/:id/edit`,
      name: editName,
      access: ALL_ROLES,
      child: true,
      component: ({ params }) => <Record key={params.id} id={params.id!} editing />,
    },
  ];
}
