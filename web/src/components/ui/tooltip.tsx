import * as React from "react";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import { cn } from "@/lib/utils";

/** True under a TooltipProvider: its tooltips share it. */
const Shared = React.createContext(false);
/** False under a TooltipProvider told `shown={false}`: its icon buttons go without a tooltip (ADR 102). */
const Shown = React.createContext(true);

/** Whether the tooltips here are shown (a list's cards on a phone: not, ADR 102). */
const useTooltipsShown = () => React.useContext(Shown);

/**
 * One provider for the tooltips under it (a table's rows: three a row, 150 a page, each with its own provider cost
 * a list's first rows, issue 64). Placed where many tooltips are, not around the app: the app shell would otherwise
 * load Radix's tooltip and its positioning engine on every first page, /login included.
 */
function TooltipProvider({
  delayDuration = 300,
  shown = true,
  children,
}: {
  delayDuration?: number;
  /**
   * False: the icon buttons under it show no tooltip (`IconAction` renders the button alone). A phone's cards: no
   * pointer hovers there, the buttons keep their names (`aria-label`), and a page's rows mount a third fewer
   * components before they show (ADR 102).
   */
  shown?: boolean;
  children: React.ReactNode;
}) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <Shared.Provider value={true}>
        <Shown.Provider value={shown}>{children}</Shown.Provider>
      </Shared.Provider>
    </TooltipPrimitive.Provider>
  );
}

/** Whether the tooltip around is open: its content is mounted only then. */
const Open = React.createContext(true);

/**
 * A tooltip: under a TooltipProvider it shares it, alone it brings its own (the shadcn pattern). Its content (a
 * portal and its presence) is mounted only while it is open: a page of rows, three tooltips each, no longer mounts
 * 150 closed ones before its first rows show (issue 64).
 */
function Tooltip({
  delayDuration = 300,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  const [openState, setOpenState] = React.useState(defaultOpen);
  const open = openProp ?? openState;
  const root = (
    <Open.Provider value={open}>
      <TooltipPrimitive.Root
        delayDuration={delayDuration}
        open={open}
        onOpenChange={(next) => {
          setOpenState(next);
          onOpenChange?.(next);
        }}
        {...props}
      />
    </Open.Provider>
  );
  if (React.useContext(Shared)) return root;
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>{root}</TooltipPrimitive.Provider>
  );
}
const TooltipTrigger = TooltipPrimitive.Trigger;

function TooltipContent({
  className,
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  if (!React.useContext(Open)) return null;
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

export { Tooltip, TooltipProvider, TooltipTrigger, TooltipContent, useTooltipsShown };
