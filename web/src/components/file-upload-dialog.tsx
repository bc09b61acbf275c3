import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { fichierSchema } from "@worker/domain/schemas/reference";
import { MSG } from "@worker/domain/schemas/fields";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { FilePicker } from "./file-picker";

// The form holds the picked file or nothing yet (unknown in); a File comes out.
const schema = fichierSchema.extend({
  url: z.unknown().pipe(z.instanceof(File, { error: MSG.requis })),
});

interface FileUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUpload: (file: File, nom: string) => Promise<void>;
  icon?: React.ReactNode;
}

/** Spec 5 "File: nom, url": both required; the name defaults to the chosen file's name. */
export function FileUploadDialog({ open, onOpenChange, onUpload, icon }: FileUploadDialogProps) {
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    defaultValues: { nom: "", url: undefined },
    resolver: zodResolver(schema),
  });
  const { errors, isSubmitting } = form.formState;
  const picked = form.watch("url");
  React.useEffect(() => {
    if (open) form.reset({ nom: "", url: undefined });
  }, [open, form]);

  async function submit(values: z.output<typeof schema>) {
    try {
      await onUpload(values.url, values.nom);
      onOpenChange(false);
    } catch {
      // The server's message (415 type, 413 size) was already shown.
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ajouter un fichier</DialogTitle>
          <DialogDescription>
            PDF, image, document Office ou texte ; 50 Mo au plus.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
          <FieldGroup className="lg:grid-cols-1">
            <Field data-invalid={!!errors.url}>
              <FieldLabel htmlFor="upload-file" required>
                Fichier
              </FieldLabel>
              <FilePicker
                id="upload-file"
                file={picked instanceof File ? picked : undefined}
                invalid={!!errors.url}
                onChange={(file) => {
                  // Kept out of register(): RHF would write the value back into the <input type=file>.
                  form.setValue("url", file, { shouldValidate: form.formState.isSubmitted });
                  if (file && !form.getValues("nom"))
                    form.setValue("nom", file.name.replace(/\.[^.]+$/, ""));
                }}
              />
            </Field>
            <Field data-invalid={!!errors.nom}>
              <FieldLabel htmlFor="upload-nom" required>
                Nom
              </FieldLabel>
              <Input
                id="upload-nom"
                aria-invalid={!!errors.nom || undefined}
                {...form.register("nom")}
              />
              <FieldError>
                {errors.nom?.message !== MSG.requis ? errors.nom?.message : null}
              </FieldError>
            </Field>
          </FieldGroup>
          <div className="flex justify-end gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={isSubmitting}
            >
              Annuler
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {icon} {isSubmitting ? "Envoi..." : "Envoyer"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
