import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";

interface RecordHeaderProps {
  title: ReactNode;
  /** The line under the title ("Client n° 4"), left out when it says what the title says. */
  reference?: string | null;
  badge?: { label: string; variant: React.ComponentProps<typeof Badge>["variant"] } | null;
  /** More badges after the state (archived, a warning). */
  badges?: ReactNode;
  actions?: ReactNode;
}

/**
 * The title row of every record screen: the title, its state's badge, the reference line and the actions on the
 * right (wrapping under the title on a phone). RecordScreen draws it for the CRUD resources, and the screens of
 * records with routes of their own (a work order) draw the same one.
 */
export function RecordHeader({ title, reference, badge, badges, actions }: RecordHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
          {badge ? (
            <Badge variant={badge.variant} data-testid="record-status">
              {badge.label}
            </Badge>
          ) : null}
          {badges}
        </div>
        {reference ? <p className="text-sm text-muted-foreground">{reference}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
