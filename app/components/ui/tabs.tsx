import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * Tabs (Radix: arrow keys move between tabs, Tab goes into the panel). Admin screens only.
 *
 *   <Tabs defaultValue="home"><TabsList aria-label="…"><TabsTrigger value="home">Principal</TabsTrigger>…</TabsList>
 *   <TabsContent value="home">…</TabsContent></Tabs>
 *
 * Panels stay mounted (forceMount + hidden) so that one form can hold the fields of every tab.
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn("mb-6 flex flex-wrap gap-1 border-b border-border", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "-mb-px inline-flex h-11 items-center border-b-2 border-transparent px-4 text-sm font-semibold text-muted transition-colors hover:text-ink data-[state=active]:border-primary-strong data-[state=active]:text-primary-strong",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content forceMount className={cn("data-[state=inactive]:hidden", className)} {...props} />
  );
}
