import * as React from "react";
import { PaperclipIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

interface FilePickerProps {
  id: string;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  invalid?: boolean;
  accept?: string;
  /** Several files at once (a request's photos): each choice given whole to `onFiles`. */
  multiple?: boolean;
  onFiles?: (files: File[]) => void;
  /** How many are chosen, when `multiple`. */
  count?: number;
  "aria-describedby"?: string;
}

/** A file input in French whatever the browser's language (the native one reads "Choose File / No file chosen"). */
export function FilePicker({
  id,
  file,
  onChange,
  invalid,
  accept,
  multiple,
  onFiles,
  count,
  "aria-describedby": describedBy,
}: FilePickerProps) {
  const input = React.useRef<HTMLInputElement>(null);
  return (
    <div
      className={cn(
        "flex h-9 w-full min-w-0 items-center gap-3 rounded-md border border-input bg-card pr-3 pl-1 text-sm shadow-xs",
        invalid && "border-destructive ring-destructive/20",
      )}
    >
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        hidden
        multiple={multiple}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          const all = Array.from(e.target.files ?? []);
          onChange(all[0]);
          onFiles?.(all);
        }}
      />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="h-7"
        onClick={() => input.current?.click()}
      >
        <PaperclipIcon /> {multiple ? "Choisir des fichiers" : "Choisir un fichier"}
      </Button>
      <span className={cn("truncate", !file && "text-muted-foreground")} title={file?.name}>
        {!file
          ? "Aucun fichier choisi"
          : multiple && (count ?? 1) > 1
            ? `${count} fichiers choisis`
            : file.name}
      </span>
    </div>
  );
}
