import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-medium [&>svg]:size-3",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground",
        secondary: "border-transparent bg-secondary text-secondary-foreground",
        outline: "text-foreground",
        success: "border-transparent bg-success/15 text-[oklch(0.42_0.12_152)]",
        warning: "border-transparent bg-warning/20 text-[oklch(0.47_0.12_60)]",
        info: "border-transparent bg-info/15 text-[oklch(0.42_0.14_250)]",
        // A darker red than --destructive: small text on its tint keeps 4.5:1 (axe color-contrast).
        destructive: "border-transparent bg-destructive/12 text-[oklch(0.45_0.19_27)]",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return (
    <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
  );
}

export { Badge, badgeVariants };
