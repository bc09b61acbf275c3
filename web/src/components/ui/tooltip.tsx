import * as React from "react";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import { cn } from "@/lib/utils";

/** True under a TooltipProvider: its tooltips share it. */
const Shared = React.createContext(false);

/**
 * One provider for the tooltips under it (a table's rows: three a row, 150 a page, each with its own provider cost
 * a list's first rows, issue 64). Placed where many tooltips are, not around the app: the app shell would otherwise
 * load Radix's tooltip and its positioning engine on every first page, /login included.
 */
function TooltipProvider({
  delayDuration = 300,
  children,
}: {
  delayDuration?: number;
  children: React.ReactNode;
}) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <Shared.Provider value={true}>{children}</Shared.Provider>
    </TooltipPrimitive.Provider>
  );
}

/** A tooltip: under a TooltipProvider it shares it, alone it brings its own (the shadcn pattern). */
function Tooltip({
  delayDuration = 300,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  if (React.useContext(Shared))
    return <TooltipPrimitive.Root delayDuration={delayDuration} {...props} />;
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root {...props} />
    </TooltipPrimitive.Provider>
  );
}
const TooltipTrigger = TooltipPrimitive.Trigger;

function TooltipContent({
  className,
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          "z-50 rounded-md bg-foreground px-2.5 py-1 text-xs text-background shadow",
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

export { Tooltip, TooltipProvider, TooltipTrigger, TooltipContent };
