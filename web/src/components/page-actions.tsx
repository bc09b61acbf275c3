import type { ReactNode } from "react";
import { Link } from "wouter";
import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

export function NewButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild>
      <Link href={href}>
        <PlusIcon /> {children}
      </Link>
    </Button>
  );
}

/** Title row of a list screen: description on the left, actions on the right. */
export function ListHeader({
  description,
  children,
}: {
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : <span />}
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </div>
  );
}
